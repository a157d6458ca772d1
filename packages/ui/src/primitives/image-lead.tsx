import { createContext, useContext, useMemo, useRef, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * Which image of a page is asked for at high priority: the first that claims it, in render order. Several images at
 * high priority share the link with the one the page's largest paint waits for (a home's hero beside its sections'
 * first cards), so a page gives it to one.
 */
export interface ImageLead {
  claimed: boolean;
}

/** None: an element on a host's page, which knows nothing of the page around it, is granted each claim. */
const ImageLeadContext = createContext<ImageLead | null>(null);

/**
 * Whether this component's image has the page's high priority: asked once, when it first `wants` it (an eager card,
 * a detail's image), and kept through its later renders, so the server's markup and the takeover agree.
 */
export function useImageLead(wants: boolean): boolean {
  const lead = useContext(ImageLeadContext);
  const mine = useRef<boolean | undefined>(undefined);
  if (wants && mine.current === undefined) {
    mine.current = !lead?.claimed;
    if (lead) lead.claimed = true;
  }
  return wants && !!mine.current;
}

/** An image that may be a page's largest paint (a detail's, a hero's): at high priority if it has the page's lead. */
export function LeadImage({ alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'fetchPriority' | 'alt'> & { alt: string }) {
  const high = useImageLead(true);
  return <img {...props} alt={alt} fetchPriority={high ? 'high' : undefined} />;
}

/**
 * A page of its own (a shell route, the builder's page): its images take turns for the lead, a new `page` starting
 * unclaimed. Inside another such page it shares that page's.
 */
export function PageImageLead({ page, children }: { page: unknown; children: ReactNode }) {
  const parent = useContext(ImageLeadContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new page is what renews the lead
  const own = useMemo<ImageLead>(() => ({ claimed: false }), [page]);
  return <ImageLeadContext.Provider value={parent ?? own}>{children}</ImageLeadContext.Provider>;
}
