import * as v from 'valibot';
import { lazySchema, nullishString, recordOf } from './common.schema';

// Block settings of the page builder with the defaults of 000 §3. Parsed leniently: a missing value takes
// its default, an invalid one fails and the block renders nothing.
// Its larger schemas are lazySchema: built by their first parse, not when the module loads (docs/design.md §6.10).

const text = v.optional(v.string(), '');
const maybeText = nullishString;

/** Settings every element may carry: padding, background (colour, or image with overlay) and display. */
export const elementCommonSettingsSchema = lazySchema(() =>
  v.object({
    padding: v.nullish(v.union([v.string(), recordOf(v.string(), v.union([v.string(), v.number()]))])),
    background: v.nullish(
      v.object({
        color: maybeText,
        image: v.nullish(
          v.object({
            url: v.string(),
            overlay: v.nullish(v.union([v.string(), v.number(), v.boolean()])),
            attachment: v.nullish(v.picklist(['scroll', 'fixed', 'local'])),
          }),
        ),
      }),
    ),
    display: v.nullish(recordOf(v.string(), v.unknown())),
  }),
);
export type ElementCommonSettings = v.InferOutput<typeof elementCommonSettingsSchema>;

export const alertBlockSettingsSchema = v.object({
  title: maybeText,
  content: text,
  type: v.optional(v.picklist(['blue', 'red', 'yellow', 'green']), 'blue'),
});
export type AlertBlockSettings = v.InferOutput<typeof alertBlockSettingsSchema>;

export const buttonBlockSettingsSchema = lazySchema(() =>
  v.object({
    text: v.pipe(v.string(), v.minLength(1)),
    href: v.optional(v.string(), '#'),
    type: v.optional(v.picklist(['blurred', 'white', 'plain', 'primary', 'secondary']), 'primary'),
  }),
);
export type ButtonBlockSettings = v.InferOutput<typeof buttonBlockSettingsSchema>;

export const faqBlockSettingsSchema = lazySchema(() =>
  v.object({
    items: v.optional(v.array(v.object({ id: v.union([v.string(), v.number()]), question: v.string(), answer: v.string() })), () => []),
  }),
);
export type FaqBlockSettings = v.InferOutput<typeof faqBlockSettingsSchema>;

export const featureHighlightBlockSettingsSchema = v.object({
  label: maybeText,
  title: maybeText,
  subtitle: maybeText,
  image: maybeText,
  content: text,
  alignment: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
});
export type FeatureHighlightBlockSettings = v.InferOutput<typeof featureHighlightBlockSettingsSchema>;

/* @__NO_SIDE_EFFECTS__ */
function textBlock(defaults: { fontSize: string; fontWeight: number; color: string }) {
  return v.object({
    content: text,
    fontSize: v.optional(v.string(), defaults.fontSize),
    fontWeight: v.optional(v.union([v.number(), v.string()]), defaults.fontWeight),
    color: v.optional(v.string(), defaults.color),
    textAlign: v.optional(v.picklist(['left', 'center', 'right', 'justify']), 'left'),
  });
}
export const headingBlockSettingsSchema = textBlock({ fontSize: '32px', fontWeight: 700, color: 'black' });
export type HeadingBlockSettings = v.InferOutput<typeof headingBlockSettingsSchema>;
export const paragraphBlockSettingsSchema = textBlock({ fontSize: '1rem', fontWeight: 400, color: 'grey' });
export type ParagraphBlockSettings = v.InferOutput<typeof paragraphBlockSettingsSchema>;

export const richTextBlockSettingsSchema = v.object({ content: text });
export type RichTextBlockSettings = v.InferOutput<typeof richTextBlockSettingsSchema>;

export const iframeBlockSettingsSchema = lazySchema(() =>
  v.object({
    // an absolute URL as zod's url() read it: judged and kept trimmed, without the tabs and line breaks the URL
    // parser ignores
    url: v.pipe(
      v.string(),
      v.trim(),
      v.url(),
      v.transform((value) => value.replace(/[\t\n\r]/g, '')),
    ),
    width: v.optional(v.string(), '100%'),
    height: maybeText,
    'aspect-ratio': v.optional(v.string(), '16 / 9'),
  }),
);
export type IframeBlockSettings = v.InferOutput<typeof iframeBlockSettingsSchema>;

export const imageBlockSettingsSchema = lazySchema(() =>
  v.object({
    url: v.pipe(v.string(), v.minLength(1)),
    alt: text,
    width: maybeText,
    height: maybeText,
    'aspect-ratio': v.optional(v.string(), 'auto'),
    'object-fit': v.optional(v.picklist(['cover', 'contain']), 'cover'),
    'border-radius': maybeText,
    href: maybeText,
  }),
);
export type ImageBlockSettings = v.InferOutput<typeof imageBlockSettingsSchema>;

export const tabsBlockSettingsSchema = lazySchema(() =>
  v.object({
    items: v.optional(v.array(v.object({ id: v.union([v.string(), v.number()]), text: v.string(), href: v.optional(v.string(), '#') })), () => []),
  }),
);
export type TabsBlockSettings = v.InferOutput<typeof tabsBlockSettingsSchema>;

/** Block kind (PageElement.element) -> its settings schema; unknown kinds render nothing. */
export const blockSettingsSchemas = {
  alert: alertBlockSettingsSchema,
  button: buttonBlockSettingsSchema,
  faq: faqBlockSettingsSchema,
  'feature-highlight': featureHighlightBlockSettingsSchema,
  heading: headingBlockSettingsSchema,
  iframe: iframeBlockSettingsSchema,
  image: imageBlockSettingsSchema,
  paragraph: paragraphBlockSettingsSchema,
  'rich-text': richTextBlockSettingsSchema,
  tabs: tabsBlockSettingsSchema,
} as const;
export type BlockKind = keyof typeof blockSettingsSchemas;
