import { safeRedirect } from '@oriel/core';
import type { Context } from 'hono';
import { loadOrganiser } from '../queries/organiser';
import type { Db } from '../db/db';
import { notFound, validation } from './errors';

/** The origin of an http(s) URL, else null (also for "null", the opaque origin of sandboxed frames and files). */
export function parseOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface Storefront {
  /** https://{website hostname}: where a link goes when the asking page is not one of ours */
  website: string;
  /** every origin an e-mailed link may point to */
  allowed: ReadonlySet<string>;
}

/**
 * The organiser's storefront origins: the website's own domain, the configured ones (hosted shell, ORIEL_STOREFRONT_ORIGINS,
 * the demo's pages) and the website's embed_origins setting (pages embedding the widgets, edited with the website).
 */
export async function loadStorefront(db: Db, configured: readonly string[]): Promise<Storefront> {
  // the request's organiser's website: a link e-mailed for one organiser's account never leads to another's site
  const organiser = await loadOrganiser(db);
  const [w] = await db.query<{ hostname: string; embed_origins: unknown }>(
    'SELECT hostname, embed_origins FROM websites WHERE organiser_id = $1 ORDER BY id LIMIT 1',
    [organiser.id],
  );
  if (!w) throw notFound('No website');
  const website = parseOrigin(w.hostname.includes('://') ? w.hostname : `https://${w.hostname}`);
  if (!website) throw new Error(`websites.hostname is not a host name: ${w.hostname}`);
  const embeds = (Array.isArray(w.embed_origins) ? w.embed_origins : []).map((o) => parseOrigin(String(o))).filter((o): o is string => o !== null);
  return { website, allowed: new Set([website, ...configured, ...embeds]) };
}

/** The page that asked: its Origin header, else its Referer's origin. Anyone can send either: it is only ever compared. */
export const askingOrigin = (c: Context): string | null => parseOrigin(c.req.header('Origin')) ?? parseOrigin(c.req.header('Referer'));

/** The hosted shell's (and the website's) page that turns an e-mailed ?token= into the new-password form. */
export const RESET_PATH = '/auth/password';

/**
 * An e-mailed link with its query: on the asking origin when it is a storefront one (then at `path`, the embedding
 * page's own path, when given), else on the website's domain at `fallbackPath`. Never on an origin outside the list,
 * whatever the headers say: that is what made "reset link to attacker.test" possible.
 */
export function storefrontLink(
  storefront: Storefront,
  asking: string | null,
  { path, fallbackPath, query }: { path?: string; fallbackPath: string; query: Record<string, string> },
): string {
  const base = asking !== null && storefront.allowed.has(asking) ? asking : storefront.website;
  // The request schema already refuses anything but a path; the one redirect rule (core safeRedirect) keeps a
  // mistake there from leaving the origin, or from a path that reads as leaving once decoded.
  const url = new URL(safeRedirect(base === asking ? path : undefined, base, fallbackPath), base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * A payment's return_url, where the provider sends the browser back: kept only on one of the storefront origins,
 * as a normalised page of it (the one redirect rule, core safeRedirect); null otherwise.
 */
export function storefrontReturnUrl(storefront: Storefront, value: string): string | null {
  const origin = parseOrigin(value);
  if (!origin || !storefront.allowed.has(origin)) return null;
  const path = safeRedirect(value, origin, '');
  return path ? origin + path : null;
}

/** A request's return_url through storefrontReturnUrl: 400 `fields.return_url: "invalid"` when it is refused. */
export async function checkedReturnUrl(db: Db, configured: readonly string[], value: string): Promise<string> {
  const url = storefrontReturnUrl(await loadStorefront(db, configured), value);
  if (!url) throw validation({ return_url: 'invalid' });
  return url;
}
