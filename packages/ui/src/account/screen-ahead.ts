import * as v from 'valibot';
import { accountItemPath, imagesSchema, warm, type AccountView, type Http } from '@oriel/core';
import { preloadScreen } from './screen-loaders';

/** The part of a registration's answer its screen draws largest: the activity's first image (registration-detail.tsx). */
const registrationImages = v.object({
  data: v.object({ availability: v.nullish(v.object({ activity: v.optional(v.object({ images: imagesSchema })) })) }),
});

/**
 * The largest image `view`'s screen draws from `answer`, through the schema and URL gate the screen reads it with, so
 * it is the very URL the screen's <img> asks for; null for a screen that draws none, or an answer that is not one.
 */
export function largestImage(view: AccountView, answer: unknown): string | null {
  if (view.view !== 'registration') return null;
  const parsed = v.safeParse(registrationImages, answer);
  return parsed.success ? (parsed.output.data.availability?.activity?.images[0]?.public_url ?? null) : null;
}

/** Fetches an image now, at high priority, for an <img> drawn later: the browser keeps it for that element. */
export function preloadImage(url: string | null): void {
  if (!url || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/**
 * What `view`'s screen needs first, asked for before its code has come: its answer (api/warm.ts), that answer's
 * largest image as soon as the answer is in, and the screen's chunk. Each waits otherwise for the one before it.
 */
export function askScreenAhead(http: Http, view: AccountView): void {
  const item = accountItemPath(view);
  if (item) warm(http, item, undefined, (answer) => preloadImage(largestImage(view, answer)));
  preloadScreen(view.view);
}
