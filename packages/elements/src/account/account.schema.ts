import * as v from 'valibot';
import { headingLevelSchema, lenientBooleanSchema, parseAccountPath } from '@oriel/core';

/**
 * <oriel-account> data-attributes. The screen itself lives in the host page's query string (`?oriel-account=<path>`,
 * 001 §2 paths after /account/), so reload, back/forward and links land on it. `data-view` is the screen shown when
 * the URL names none (`registrations`, `vouchers/redeem`...); `data-tabs="false"` hides the tab bar (one screen
 * only); `data-heading-level="1"` makes the area's title the page's h1; `data-title` says whether the area draws
 * its own title (`auto`: unless the host page's h1 already says it). A view that names no screen is a configuration
 * error: the element renders nothing.
 */
export const accountAttributesSchema = v.object({
  view: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => parseAccountPath(value) !== null),
    ),
    'home',
  ),
  tabs: v.optional(lenientBooleanSchema, true),
  'heading-level': headingLevelSchema,
  title: v.optional(v.picklist(['auto', 'true', 'false']), 'auto'),
});

export type AccountAttributes = v.InferOutput<typeof accountAttributesSchema>;
