/** Preview mode: the builder opens the shell with `?preview=true` (000 §2). */
export function isPreviewMode(win: Pick<Window, 'location'>): boolean {
  return new URLSearchParams(win.location.search).get('preview') === 'true';
}

/**
 * The admin console's origin, configured like the API's: a `<meta name="oriel-admin-origin">` filled in at deploy
 * time (the demo server fills it from ORIEL_ADMIN_ORIGIN or its own harness) wins over the build-time
 * VITE_ORIEL_ADMIN_ORIGIN. Not configured: the preview still blocks navigation but accepts no message.
 */
export function readAdminOrigin(doc: Document, buildTime: string | undefined): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="oriel-admin-origin"]')?.content;
  return resolveAdminOrigin(meta) ?? resolveAdminOrigin(buildTime);
}

/**
 * The admin console's origin from configuration: an http(s) origin (scheme, host, port; the configuration names
 * hosts without a path, 000 §1), else null and no message is ever accepted. An unfilled template placeholder is
 * "not configured".
 */
export function resolveAdminOrigin(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.startsWith('{{')) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
