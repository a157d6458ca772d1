import { describe, expect, it } from 'vitest';
import { accentInk, contrast, INK_MAX_LUMINANCE, luminance, parseHex, textOn, TEXT_SWITCH_LUMINANCE, type Rgb } from './accent-contrast';

const hex = (h: string) => parseHex(h)!;
const WHITE = hex('#ffffff');
// the theme's palest tinted surfaces a link may sit on (base.css: --o-soft, --o-info-soft)
const SURFACES = [WHITE, hex('#f6f8fa'), hex('#ddf4ff')];

/** every 17th step of each channel: 4,913 colours across the whole cube */
const cube: Rgb[] = [];
for (let r = 0; r <= 255; r += 15) for (let g = 0; g <= 255; g += 15) for (let b = 0; b <= 255; b += 15) cube.push([r, g, b]);

describe('accent contrast (WCAG 2.2 1.4.3)', () => {
  it('reads #rgb and #rrggbb, refuses the rest', () => {
    expect(parseHex('#f1c40f')).toEqual([241, 196, 15]);
    expect(parseHex('#FFF')).toEqual([255, 255, 255]);
    expect(parseHex('rgb(0,0,0)')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('computes the relative luminance and the ratio of the WCAG formulas', () => {
    expect(luminance(WHITE)).toBeCloseTo(1);
    expect(luminance(hex('#000000'))).toBe(0);
    expect(contrast(hex('#000'), WHITE)).toBeCloseTo(21);
    expect(contrast(hex('#777777'), WHITE)).toBeCloseTo(4.48, 2);
    expect(contrast(WHITE, hex('#767676'))).toBeCloseTo(4.54, 2);
  });

  it('keeps a dark accent as its ink, darkens a light one (#f1c40f) keeping its hue', () => {
    expect(accentInk(hex('#1a5fb4'))).toEqual(hex('#1a5fb4'));
    expect(accentInk(hex('#7a3a06'))).toEqual(hex('#7a3a06'));
    const ink = accentInk(hex('#f1c40f'));
    expect(contrast(ink, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(ink[0]).toBeGreaterThan(ink[1]);
    expect(ink[1]).toBeGreaterThan(ink[2]);
  });

  it('the ink constant reads at 4.5:1 on every light surface of the theme, for every accent', () => {
    for (const c of cube) for (const s of SURFACES) expect(contrast(accentInk(c), s)).toBeGreaterThanOrEqual(4.5);
    expect(INK_MAX_LUMINANCE).toBe(0.15);
  });

  it('puts black text on light accents and white text on dark ones, at 4.5:1 or more for every accent', () => {
    expect(textOn(hex('#f1c40f'))).toEqual([0, 0, 0]);
    expect(textOn(hex('#1a237e'))).toEqual([255, 255, 255]);
    for (const c of cube) expect(contrast(textOn(c), c)).toBeGreaterThanOrEqual(4.5);
    expect(TEXT_SWITCH_LUMINANCE).toBe(0.179);
  });
});
