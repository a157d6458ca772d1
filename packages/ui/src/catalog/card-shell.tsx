import { useImageLead } from '../primitives/image-lead';
import type { ReactNode } from 'react';

export interface CardShellProps {
  /** the heading's id: the article is labelled by it */
  id: string;
  title: string;
  /** the title's language when it differs from the page's (an untranslated organiser text) */
  titleLang?: string | undefined;
  /** undefined: no media block at all; null: a placeholder of the image's size */
  image?: string | null | undefined;
  grey?: boolean;
  /**
   * the grid's first row: loaded at once, not when laid out, and at high priority if it has the page's lead (it is the
   * page's largest paint: an image is otherwise asked for at low priority until layout finds it on screen)
   */
  eager?: boolean | undefined;
  /** a real link (shell route or integrator template) */
  href: string | null;
  /** else the card opens in place; without either the title is plain text */
  onOpen?: (() => void) | undefined;
  /** a sign the visitor may open it (a pointer over it, a finger down on it, the focus): fetches what the open will need */
  onIntent?: (() => void) | undefined;
  children: ReactNode;
}

/** The frame every catalog card shares: media, a stretched title link or button over the card, the facts. */
export function CardShell({ id, title, titleLang, image, grey = false, eager, href, onOpen, onIntent, children }: CardShellProps) {
  const high = useImageLead(!!eager && !!image);
  return (
    // `part`: what a host page may style inside the shadow root, oriel-cards::part(card) (docs/theming.md)
    <article className="o-card" part="card" aria-labelledby={id}>
      {image !== undefined && (
        <div className={grey ? 'o-card-media o-card-grey' : 'o-card-media'} part="card-media">
          {image ? (
            <img src={image} alt="" loading={eager ? undefined : 'lazy'} fetchPriority={high ? 'high' : undefined} width={480} height={270} />
          ) : (
            <div className="o-card-noimg" />
          )}
        </div>
      )}
      <div className="o-card-body">
        <h3 id={id} className="o-card-title" part="card-title" lang={titleLang}>
          {href ? (
            <a href={href} className="o-stretched">
              {title}
            </a>
          ) : onOpen ? (
            <button type="button" className="o-stretched o-linklike" onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
              {title}
            </button>
          ) : (
            title
          )}
        </h3>
        {children}
      </div>
    </article>
  );
}
