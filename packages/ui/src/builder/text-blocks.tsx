import { useContext, type CSSProperties } from 'react';
import type { AlertBlockSettings, ButtonBlockSettings, HeadingBlockSettings, ParagraphBlockSettings, RichTextBlockSettings } from '@oriel/core';
import { SafeHtml } from '../content/safe-html';
import { SiteLink } from '../layout/site-link';
import type { ElementViewProps } from './element-def';
import { isPageTitle, PageTitleContext } from './page-title';

/** The builder stores a text block's style either flat or under `style`: both read the same (000 §3). */
export function flattenTextStyle(settings: Record<string, unknown>): Record<string, unknown> {
  const { style, ...rest } = settings;
  return style && typeof style === 'object' && !Array.isArray(style) ? { ...rest, ...(style as Record<string, unknown>) } : settings;
}

const textStyle = (s: HeadingBlockSettings | ParagraphBlockSettings): CSSProperties => ({
  fontSize: s.fontSize,
  fontWeight: s.fontWeight as CSSProperties['fontWeight'],
  color: s.color,
  textAlign: s.textAlign,
});

/** Heading (000 §3): 32px, weight 700, black by default. */
export function HeadingBlock({ settings }: ElementViewProps<HeadingBlockSettings>) {
  const title = useContext(PageTitleContext);
  if (!settings.content.trim()) return null;
  // the block that says the page's title is its h1 (the page then adds no hidden one)
  const H = isPageTitle(settings.content, title) ? 'h1' : 'h2';
  return (
    <H className="o-block-heading" style={textStyle(settings)}>
      {settings.content}
    </H>
  );
}

/** Paragraph (000 §3): 1rem, weight 400, grey by default; line breaks are kept. */
export function ParagraphBlock({ settings }: ElementViewProps<ParagraphBlockSettings>) {
  if (!settings.content.trim()) return null;
  return (
    <p className="o-block-paragraph" style={textStyle(settings)}>
      {settings.content}
    </p>
  );
}

/** Organiser HTML, always through the sanitiser. */
export function RichTextBlock({ settings }: ElementViewProps<RichTextBlockSettings>) {
  return <SafeHtml className="o-richtext o-block-richtext" html={settings.content} />;
}

/** A static notice in one of four tones; not a live region, since it is page content. */
export function AlertBlock({ settings }: ElementViewProps<AlertBlockSettings>) {
  return (
    <div className={`o-alert o-alert-${settings.type}`}>
      {settings.title && <p className="o-alert-title">{settings.title}</p>}
      {settings.content && <p>{settings.content}</p>}
    </div>
  );
}

export function ButtonBlock({ settings }: ElementViewProps<ButtonBlockSettings>) {
  return (
    <SiteLink className={`btn o-button-${settings.type}`} href={settings.href}>
      {settings.text}
    </SiteLink>
  );
}
