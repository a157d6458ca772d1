import * as z from 'zod/mini';
import { nullableString } from './common.schema';
import { pageElementSchema } from './website.schema';

// The live-preview protocol between the admin console and the shell in preview mode (docs/security.md
// "Live preview"). Every message is an object whose `type` starts with `oriel:preview:`; anything else posted
// to the window belongs to someone else and is ignored.

export const PREVIEW_PREFIX = 'oriel:preview:';

export const PREVIEW_MESSAGE = {
  /** admin -> shell: the draft of the page shown */
  content: 'oriel:preview:content',
  /** shell -> admin: listening (sent once, at start) */
  ready: 'oriel:preview:ready',
  /** shell -> admin: a draft is on screen */
  applied: 'oriel:preview:applied',
  /** shell -> admin: a draft was refused; the previous content stays */
  error: 'oriel:preview:error',
  /** shell -> admin: a tagged element was clicked */
  click: 'oriel:preview:click',
  /** shell -> admin: the pointer is over a tagged element (id null: over none) */
  hover: 'oriel:preview:hover',
} as const;

/** Ours or not: only the type's prefix is looked at, so another script's messages are never "rejected". */
export const previewEnvelopeSchema = z.looseObject({ type: z.string().check(z.startsWith(PREVIEW_PREFIX)) });

const elementIdSchema = z.union([z.string().check(z.minLength(1)), z.number()]);

/**
 * admin -> shell (000 §5: content[] plus an optional hovered{id}). The content goes through the page schema the
 * API's pages go through, whole: a draft with one invalid element is refused rather than shown in part.
 */
export const previewContentMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE.content),
  content: z.array(pageElementSchema),
  hovered: z.optional(z.nullable(z.object({ id: elementIdSchema }))),
});
export type PreviewContentMessage = z.infer<typeof previewContentMessageSchema>;

export const previewReadyMessageSchema = z.object({ type: z.literal(PREVIEW_MESSAGE.ready), path: z.string() });
export const previewAppliedMessageSchema = z.object({ type: z.literal(PREVIEW_MESSAGE.applied), elements: z.number() });
export const previewErrorMessageSchema = z.object({
  type: z.literal(PREVIEW_MESSAGE.error),
  code: z.literal('INVALID_CONTENT'),
  /** where the draft is wrong, e.g. `content.0.type` */
  path: z.string(),
  /** the shell's translated text, as shown in the preview */
  message: z.string(),
});
/** A tagged element (data-builder-id / data-builder-name, 000 §2). */
const taggedShape = { id: nullableString, name: nullableString };
export const previewClickMessageSchema = z.object({ type: z.literal(PREVIEW_MESSAGE.click), ...taggedShape });
export const previewHoverMessageSchema = z.object({ type: z.literal(PREVIEW_MESSAGE.hover), ...taggedShape });

/** Everything the shell posts back, to the admin origin only. */
export const previewOutMessageSchema = z.discriminatedUnion('type', [
  previewReadyMessageSchema,
  previewAppliedMessageSchema,
  previewErrorMessageSchema,
  previewClickMessageSchema,
  previewHoverMessageSchema,
]);
export type PreviewOutMessage = z.infer<typeof previewOutMessageSchema>;
