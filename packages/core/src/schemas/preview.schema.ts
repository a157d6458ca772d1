import * as v from 'valibot';
import { nullableString } from './common.schema';
import { pageElementSchema } from './website.schema';

// The live-preview protocol between the admin console and the shell in preview mode (docs/security.md
// "Live preview"). Every message is an object whose `type` starts with `oriel:preview:`, or the spec's own draft
// shape (000 §5: content[] plus an optional hovered{id}, no type); anything else posted to the window belongs to
// someone else and is ignored.

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
export const previewEnvelopeSchema = v.looseObject({ type: v.pipe(v.string(), v.startsWith(PREVIEW_PREFIX)) });

const elementIdSchema = v.union([v.pipe(v.string(), v.minLength(1)), v.number()]);

/**
 * admin -> shell (000 §5: content[] plus an optional hovered{id}). The content goes through the page schema the
 * API's pages go through, whole: a draft with one invalid element is refused rather than shown in part.
 */
export const previewContentMessageSchema = v.object({
  type: v.literal(PREVIEW_MESSAGE.content),
  content: v.array(pageElementSchema),
  hovered: v.optional(v.nullable(v.object({ id: elementIdSchema }))),
});
export type PreviewContentMessage = v.InferOutput<typeof previewContentMessageSchema>;

/** The spec's draft as written (000 §5): content[] plus an optional hovered{id}, nothing else. */
export const previewDraftMessageSchema = v.strictObject({
  content: v.array(pageElementSchema),
  hovered: v.optional(v.nullable(v.object({ id: elementIdSchema }))),
});

/** A message in the spec's draft shape: an object with `content` and no `type` (judged whole by the schema above). */
export const isUntypedDraft = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && !Array.isArray(data) && 'content' in data && !('type' in data);

export const previewReadyMessageSchema = v.object({ type: v.literal(PREVIEW_MESSAGE.ready), path: v.string() });
export const previewAppliedMessageSchema = v.object({ type: v.literal(PREVIEW_MESSAGE.applied), elements: v.number() });
export const previewErrorMessageSchema = v.object({
  type: v.literal(PREVIEW_MESSAGE.error),
  code: v.literal('INVALID_CONTENT'),
  /** where the draft is wrong, e.g. `content.0.type` */
  path: v.string(),
  /** the shell's translated text, as shown in the preview */
  message: v.string(),
});
/** A tagged element (data-builder-id / data-builder-name, 000 §2). */
const taggedShape = { id: nullableString, name: nullableString };
export const previewClickMessageSchema = v.object({ type: v.literal(PREVIEW_MESSAGE.click), ...taggedShape });
export const previewHoverMessageSchema = v.object({ type: v.literal(PREVIEW_MESSAGE.hover), ...taggedShape });

/** Everything the shell posts back, to the admin origin only. */
export const previewOutMessageSchema = v.variant('type', [
  previewReadyMessageSchema,
  previewAppliedMessageSchema,
  previewErrorMessageSchema,
  previewClickMessageSchema,
  previewHoverMessageSchema,
]);
export type PreviewOutMessage = v.InferOutput<typeof previewOutMessageSchema>;
