import * as z from 'zod/mini';
import { nullishString } from './common.schema';

// Block settings of the page builder with the defaults of 000 §3. Parsed leniently: a missing value takes
// its default, an invalid one fails and the block renders nothing.
// Its larger schemas are z.lazy: built by their first parse, not when the module loads (docs/design.md §7).

const text = z._default(z.string(), '');
const maybeText = nullishString;

/** Settings every element may carry: padding, background (colour, or image with overlay) and display. */
export const elementCommonSettingsSchema = z.lazy(() =>
  z.object({
    padding: z.nullish(z.union([z.string(), z.record(z.string(), z.union([z.string(), z.number()]))])),
    background: z.nullish(
      z.object({
        color: maybeText,
        image: z.nullish(
          z.object({
            url: z.string(),
            overlay: z.nullish(z.union([z.string(), z.number(), z.boolean()])),
            attachment: z.nullish(z.enum(['scroll', 'fixed', 'local'])),
          }),
        ),
      }),
    ),
    display: z.nullish(z.record(z.string(), z.unknown())),
  }),
);
export type ElementCommonSettings = z.infer<typeof elementCommonSettingsSchema>;

export const alertBlockSettingsSchema = z.object({
  title: maybeText,
  content: text,
  type: z._default(z.enum(['blue', 'red', 'yellow', 'green']), 'blue'),
});
export type AlertBlockSettings = z.infer<typeof alertBlockSettingsSchema>;

export const buttonBlockSettingsSchema = z.lazy(() =>
  z.object({
    text: z.string().check(z.minLength(1)),
    href: z._default(z.string(), '#'),
    type: z._default(z.enum(['blurred', 'white', 'plain', 'primary', 'secondary']), 'primary'),
  }),
);
export type ButtonBlockSettings = z.infer<typeof buttonBlockSettingsSchema>;

export const faqBlockSettingsSchema = z.lazy(() =>
  z.object({
    items: z._default(z.array(z.object({ id: z.union([z.string(), z.number()]), question: z.string(), answer: z.string() })), []),
  }),
);
export type FaqBlockSettings = z.infer<typeof faqBlockSettingsSchema>;

export const featureHighlightBlockSettingsSchema = z.object({
  label: maybeText,
  title: maybeText,
  subtitle: maybeText,
  image: maybeText,
  content: text,
  alignment: z._default(z.enum(['left', 'center', 'right']), 'left'),
});
export type FeatureHighlightBlockSettings = z.infer<typeof featureHighlightBlockSettingsSchema>;

/* @__NO_SIDE_EFFECTS__ */
function textBlock(defaults: { fontSize: string; fontWeight: number; color: string }) {
  return z.object({
    content: text,
    fontSize: z._default(z.string(), defaults.fontSize),
    fontWeight: z._default(z.union([z.number(), z.string()]), defaults.fontWeight),
    color: z._default(z.string(), defaults.color),
    textAlign: z._default(z.enum(['left', 'center', 'right', 'justify']), 'left'),
  });
}
export const headingBlockSettingsSchema = textBlock({ fontSize: '32px', fontWeight: 700, color: 'black' });
export type HeadingBlockSettings = z.infer<typeof headingBlockSettingsSchema>;
export const paragraphBlockSettingsSchema = textBlock({ fontSize: '1rem', fontWeight: 400, color: 'grey' });
export type ParagraphBlockSettings = z.infer<typeof paragraphBlockSettingsSchema>;

export const richTextBlockSettingsSchema = z.object({ content: text });
export type RichTextBlockSettings = z.infer<typeof richTextBlockSettingsSchema>;

export const iframeBlockSettingsSchema = z.lazy(() =>
  z.object({
    url: z.url(),
    width: z._default(z.string(), '100%'),
    height: maybeText,
    'aspect-ratio': z._default(z.string(), '16 / 9'),
  }),
);
export type IframeBlockSettings = z.infer<typeof iframeBlockSettingsSchema>;

export const imageBlockSettingsSchema = z.lazy(() =>
  z.object({
    url: z.string().check(z.minLength(1)),
    alt: text,
    width: maybeText,
    height: maybeText,
    'aspect-ratio': z._default(z.string(), 'auto'),
    'object-fit': z._default(z.enum(['cover', 'contain']), 'cover'),
    'border-radius': maybeText,
    href: maybeText,
  }),
);
export type ImageBlockSettings = z.infer<typeof imageBlockSettingsSchema>;

export const tabsBlockSettingsSchema = z.lazy(() =>
  z.object({
    items: z._default(z.array(z.object({ id: z.union([z.string(), z.number()]), text: z.string(), href: z._default(z.string(), '#') })), []),
  }),
);
export type TabsBlockSettings = z.infer<typeof tabsBlockSettingsSchema>;

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
