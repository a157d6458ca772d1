/**
 * Accessible shades of an organiser's accent colour (WCAG 2.2 1.4.3: 4.5:1 for text). The organiser picks any colour;
 * a light one (#f1c40f) as link or ring colour on white, or under white text, would be unreadable. The widgets derive
 * what they draw from it in CSS (relative colour syntax, no script: packages/ui/src/styles/base.css and layout.css);
 * this is the same arithmetic in plain numbers, the source of the constants those rules use and their proof.
 */

export type Rgb = readonly [number, number, number];

/** Text on an accent fill is black above this luminance, white below: 4.58:1 at worst either side. */
export const TEXT_SWITCH_LUMINANCE = 0.179;
/** The ink (links, rings, selected marks) is darkened to this luminance at most: 4.5:1 on white and on --o-info-soft. */
export const INK_MAX_LUMINANCE = 0.15;

/** `#rgb` or `#rrggbb` to 0-255 channels; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toLinear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const toByte = (l: number) => Math.round(255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055));

/** WCAG relative luminance: the channels in linear sRGB, weighted. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map(toLinear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The accent as ink: as is when dark enough, else scaled down in linear sRGB (the hue kept) to INK_MAX_LUMINANCE, as
 * `color(from accent srgb-linear calc(r * k) …)` does with k = min(1, INK_MAX_LUMINANCE / luminance).
 */
export function accentInk(accent: Rgb): Rgb {
  const k = Math.min(1, INK_MAX_LUMINANCE / luminance(accent));
  return accent.map((c) => toByte(toLinear(c) * k)) as unknown as Rgb;
}

/** Black or white text on an accent fill, whichever reads better. */
export const textOn = (accent: Rgb): Rgb => (luminance(accent) > TEXT_SWITCH_LUMINANCE ? [0, 0, 0] : [255, 255, 255]);
