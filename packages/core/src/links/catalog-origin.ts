import { stripLangPrefix } from './routes';
import { safeUrl } from './safe-url';

/** The query parameter a catalog card link carries: the path of the page that listed it. */
export const FROM_PARAM = 'from';

interface PageRef {
  title: string;
  pathname: string;
  type?: string | null | undefined;
}

/**
 * The catalog page an availability was reached from (000 §2 "breadcrumb from home and the catalog page"), from a
 * `?from=` value: kept only when it is a path of this site naming one of the website's own DEFAULT pages, so a
 * crafted link can neither point the breadcrumb elsewhere nor show a title the organiser did not write.
 */
export function catalogOrigin<P extends PageRef>(from: string | null | undefined, pages: readonly P[]): P | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || safeUrl(from, 'link') !== from) return null;
  const path = stripLangPrefix(from.split(/[?#]/)[0] ?? '').path;
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalised === '/') return null;
  return pages.find((p) => (p.type ?? 'DEFAULT') === 'DEFAULT' && p.pathname === normalised) ?? null;
}

/** The `from` a link out of a website page carries: its path without the language prefix; none from home. */
export function catalogFrom(pathname: string | null | undefined): string | null {
  if (!pathname) return null;
  const path = stripLangPrefix(pathname).path;
  return path === '/' || !path.startsWith('/') || path.startsWith('//') ? null : path;
}
