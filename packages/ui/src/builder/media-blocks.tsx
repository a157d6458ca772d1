import type { CSSProperties } from 'react';
import { safeUrl, type FeatureHighlightBlockSettings, type IframeBlockSettings, type ImageBlockSettings } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { SafeHtml } from '../content/safe-html';
import { SiteLink } from '../layout/site-link';
import type { ElementViewProps } from './element-def';
import { safeImageUrl } from './element-box';

/** A bare number is a pixel size; anything else is a CSS length. */
const length = (v: string | null | undefined): string | undefined => (v ? (/^\d+(\.\d+)?$/.test(v) ? `${v}px` : v) : undefined);

/** Embeds load absolute http(s) pages only (core safeUrl): never javascript: or data: documents. */
export const isHttpUrl = (url: string): boolean => safeUrl(url, 'frame') !== null;

/**
 * The iframe's sandbox. `allow-scripts` with `allow-same-origin` lets a frame of the page's own origin remove
 * its sandbox (it can reach the parent and rewrite the iframe), so a same-origin frame gets no
 * `allow-same-origin`; another origin keeps it, or maps and videos lose their own storage.
 */
export function iframeSandbox(src: string, pageOrigin: string): string {
  const base = 'allow-scripts allow-popups allow-forms allow-presentation';
  return new URL(src).origin === pageOrigin ? base : `${base} allow-same-origin`;
}

/** A size in pixels, for the width/height attributes that reserve an image's box before it loads. */
const pixels = (v: string | null | undefined): number | undefined => (v && /^\d+$/.test(v) ? Number(v) : undefined);

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
  const img = (
    <img className="o-block-image" src={src} alt={settings.alt} width={pixels(settings.width)} height={pixels(settings.height)} style={style} loading="lazy" />
  );
  return settings.href ? <SiteLink href={settings.href}>{img}</SiteLink> : img;
}

/** Iframe (000 §3): 100% wide, 16 / 9 by default, http(s) only, sandboxed and titled for assistive tech. */
export function IframeBlock({ settings }: ElementViewProps<IframeBlockSettings>) {
  const t = useShellT();
  const src = safeUrl(settings.url, 'frame');
  if (!src) return null;
  const style: CSSProperties = {
    width: length(settings.width),
    height: length(settings.height),
    aspectRatio: settings.height ? undefined : settings['aspect-ratio'],
  };
  return (
    <iframe
      className="o-block-iframe"
      src={src}
      title={t('builder.iframe')}
      style={style}
      loading="lazy"
      sandbox={iframeSandbox(src, window.location.origin)}
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
