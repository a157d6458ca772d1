import type { CSSProperties } from 'react';
import { safeUrl, type ElementCommonSettings } from '@oriel/core';

type Padding = ElementCommonSettings['padding'];
type Background = ElementCommonSettings['background'];

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const cssLength = (v: string | number): string => (typeof v === 'number' ? `${v}px` : v);

/** An image URL through the one gate (core safeUrl), also refused when it could break out of a CSS url(). */
export function safeImageUrl(url: string | null | undefined): string | null {
  const safe = safeUrl(url, 'image');
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return safe && !/[\u0000-\u001f"'\\()]/.test(safe) ? safe : null;
}

function paddingStyle(padding: Padding): CSSProperties {
  if (padding == null) return {};
  if (typeof padding === 'string') return { padding };
  const style: Record<string, string> = {};
  for (const side of SIDES) {
    const v = padding[side];
    if (v !== undefined) style[`padding${side[0]!.toUpperCase()}${side.slice(1)}`] = cssLength(v);
  }
  return style;
}

/** The overlay darkens an image so text stays readable: a number is an opacity (0-1 or a percentage). */
function overlayLayer(overlay: string | number | boolean | null | undefined): string | null {
  if (overlay == null || overlay === false) return null;
  if (typeof overlay === 'string') return `linear-gradient(${overlay}, ${overlay})`;
  const opacity = overlay === true ? 0.45 : overlay > 1 ? overlay / 100 : overlay;
  return `linear-gradient(rgba(0,0,0,${opacity}), rgba(0,0,0,${opacity}))`;
}

function backgroundStyle(background: Background): CSSProperties {
  if (!background) return {};
  const style: CSSProperties = {};
  if (background.color) style.backgroundColor = background.color;
  const url = safeImageUrl(background.image?.url);
  if (url) {
    const overlay = overlayLayer(background.image?.overlay);
    style.backgroundImage = [overlay, `url("${url}")`].filter(Boolean).join(', ');
    style.backgroundSize = 'cover';
    style.backgroundPosition = 'center';
    if (background.image?.attachment) style.backgroundAttachment = background.image.attachment;
  }
  return style;
}

/** Display settings hide an element on one side of the 600 px breakpoint. */
function displayClasses(display: ElementCommonSettings['display']): string[] {
  if (!display) return [];
  const classes: string[] = [];
  if (display.mobile === false) classes.push('o-hide-mobile');
  if (display.desktop === false) classes.push('o-hide-desktop');
  return classes;
}

/** Padding, background and display settings every element may carry (000 §3), as a style and classes. */
export function elementBox(common: ElementCommonSettings): { style: CSSProperties; classes: string[] } {
  return {
    style: { ...paddingStyle(common.padding), ...backgroundStyle(common.background) },
    classes: displayClasses(common.display),
  };
}
