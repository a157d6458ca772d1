import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';

export interface StoredImage {
  id: number;
  name: string;
  alt?: string;
}

/** The demo's drawn illustrations (demo/api/media/*.svg): flat SVG scenes, so no raster image needs a srcset. */
const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

/** Every illustration by name (file name without .svg), read once: the route serves only these. */
export const MEDIA: ReadonlyMap<string, string> = new Map(
  readdirSync(MEDIA_DIR)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => [f.slice(0, -'.svg'.length), readFileSync(join(MEDIA_DIR, f), 'utf8')]),
);

/** An SVG's <title>: the one description of what it shows, used as its alt text. */
export const titleOf = (svg: string): string | undefined => /<title[^>]*>([^<]+)<\/title>/.exec(svg)?.[1];

/** A stored image of a drawn illustration, its alt the drawing's title; an unknown name is a seed error. */
export function illustration(name: string, id = 1): StoredImage {
  const svg = MEDIA.get(name);
  if (svg === undefined) throw new Error(`No illustration named ${name} in demo/api/media`);
  return { id, name, alt: titleOf(svg) };
}

/** A seeded path such as /media/hero.svg, made absolute for wherever the API is reached. */
export const mediaUrl = (base: string, path: string | null): string | null => (path?.startsWith('/media/') ? `${base}${path}` : path);

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
