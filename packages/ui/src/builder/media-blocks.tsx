import type { CSSProperties } from 'react';
import type { FeatureHighlightBlockSettings, IframeBlockSettings, ImageBlockSettings } from '@oriel/core';
import { useT } from '../context/runtime';
import { SafeHtml } from '../content/safe-html';
import { SiteLink } from '../layout/site-link';
import type { ElementViewProps } from './element-def';
import { safeImageUrl } from './element-box';

/** A bare number is a pixel size; anything else is a CSS length. */
const length = (v: string | null | undefined): string | undefined => (v ? (/^\d+(\.\d+)?$/.test(v) ? `${v}px` : v) : undefined);

/** Embeds load http(s) pages only: never javascript: or data: documents. */
export const isHttpUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/** Image (000 §3): alt, size, aspect ratio (auto), object-fit, border radius, optional link. */
export function ImageBlock({ settings }: ElementViewProps<ImageBlockSettings>) {
  const src = safeImageUrl(settings.url);
  if (!src) return null;
  const style: CSSProperties = {
    width: length(settings.width) ?? '100%',
    height: length(settings.height) ?? 'auto',
    aspectRatio: settings['aspect-ratio'],
    objectFit: settings['object-fit'],
    borderRadius: length(settings['border-radius']),
  };
  const img = <img className="o-block-image" src={src} alt={settings.alt} style={style} loading="lazy" />;
  return settings.href ? <SiteLink href={settings.href}>{img}</SiteLink> : img;
}

/** Iframe (000 §3): 100% wide, 16 / 9 by default, http(s) only, sandboxed and titled for assistive tech. */
export function IframeBlock({ settings }: ElementViewProps<IframeBlockSettings>) {
  const t = useT();
  if (!isHttpUrl(settings.url)) return null;
  const style: CSSProperties = {
    width: length(settings.width),
    height: length(settings.height),
    aspectRatio: settings.height ? undefined : settings['aspect-ratio'],
  };
  return (
    <iframe
      className="o-block-iframe"
      src={settings.url}
      title={t('builder.iframe')}
      style={style}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}

/** Feature highlight (000 §3): label, title, subtitle, image and content, aligned left, center or right. */
export function FeatureHighlightBlock({ settings }: ElementViewProps<FeatureHighlightBlockSettings>) {
  const image = safeImageUrl(settings.image);
  return (
    <div className={`o-feature o-feature-${settings.alignment}`}>
      {image && <img className="o-feature-image" src={image} alt="" width={96} height={96} loading="lazy" />}
      {settings.label && <p className="o-feature-label">{settings.label}</p>}
      {settings.title && <h2 className="o-feature-title">{settings.title}</h2>}
      {settings.subtitle && <p className="o-feature-subtitle">{settings.subtitle}</p>}
      <SafeHtml className="o-richtext" html={settings.content} />
    </div>
  );
}
