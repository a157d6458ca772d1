import type { Context } from 'hono';

export interface StoredImage {
  id: number;
  name: string;
  alt?: string;
}

/** Images are stored by name and served by GET /media/{name}.svg; the absolute URL depends on where the API is reached. */
export function baseUrl(c: Context): string {
  const configured = process.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/$/, '');
  return new URL(c.req.url).origin;
}

export const images = (base: string, stored: unknown) =>
  (Array.isArray(stored) ? (stored as StoredImage[]) : []).map((img) => ({
    id: img.id,
    name: img.name,
    alt: img.alt ?? null,
    public_url: `${base}/media/${img.name}.svg`,
  }));
