import * as z from 'zod/mini';
import { lenientBooleanSchema, parseAccountPath } from '@oriel/core';

/**
 * <oriel-account> data-attributes. The screen itself lives in the host page's query string (`?oriel-account=<path>`,
 * 001 §2 paths after /account/), so reload, back/forward and links land on it. `data-view` is the screen shown when
 * the URL names none (`registrations`, `vouchers/redeem`...); `data-tabs="false"` hides the tab bar (one screen
 * only); `data-heading-level="1"` makes the area's title the page's h1. A view that names no screen is a
 * configuration error: the element renders nothing.
 */
export const accountAttributesSchema = z.object({
  view: z._default(z.string().check(z.refine((v) => parseAccountPath(v) !== null)), 'home'),
  tabs: z._default(lenientBooleanSchema, true),
  'heading-level': z._default(
    z.pipe(
      z.enum(['1', '2']),
      z.transform((v) => (v === '1' ? 1 : 2) as 1 | 2),
    ),
    2,
  ),
});

export type AccountAttributes = z.infer<typeof accountAttributesSchema>;
