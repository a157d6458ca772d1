import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screen } from '@testing-library/preact';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { websiteSchema, type FeatureHighlightBlockSettings, type ImageBlockSettings, type PageElement, type SplitHeroSettings } from '@oriel/core';
import { ArticleCarousel } from '../blog/article-carousel';
import { BookingAdd } from '../booking/booking-add';
import { readBookingQuery } from '../booking/booking.logic';
import { FeatureHighlightBlock, ImageBlock } from '../builder/media-blocks';
import { SplitHeroSection } from '../builder/sections';
import { CardShell } from '../catalog/card-shell';
import { DetailGallery } from '../detail/detail-gallery';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { websiteFixture } from '../layout/layout.fixtures';
import { resources } from '../schedule/resources.fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';

// Images never push what follows them: each renderer's <img> has width and height (its box before it loads) and its
// sheet rules give it an aspect ratio or a fixed height, a bound on its height, and object-fit (docs/design.md §6.9).

// the tests run from the repository's root (happy-dom's import.meta.url is not a file URL)
const dir = resolve('packages/ui/src/styles');

interface Rule {
  file: string;
  selector: string;
  decls: Record<string, string>;
}

/** The sheets' rules outside any @-block (those apply at every width), in file order. */
const RULES: Rule[] = readdirSync(dir)
  .filter((f) => f.endsWith('.css'))
  .sort()
  .flatMap((file) => {
    const css = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rules: Rule[] = [];
    let i = 0;
    while (i < css.length) {
      const open = css.indexOf('{', i);
      if (open < 0) break;
      const head = css.slice(i, open).trim();
      let depth = 1;
      let end = open + 1;
      for (; depth > 0 && end < css.length; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
      if (!head.startsWith('@')) {
        const decls = Object.fromEntries(
          css
            .slice(open + 1, end - 1)
            .split(';')
            .map((d) => d.split(/:(.*)/s).map((x) => x.trim()))
            .filter(([k, val]) => k && val)
            .map(([k, val]) => [k!, val!]),
        );
        rules.push({ file, selector: head, decls });
      }
      i = end;
    }
    return rules;
  });

const matches = (el: Element, selector: string) => {
  try {
    return el.matches(selector);
  } catch {
    return false; // a selector the DOM under test does not parse (:has) names containers, never an <img>
  }
};

/** The declarations of every rule that matches `el`, later rules over earlier ones. */
const declared = (el: Element): Record<string, string> =>
  Object.assign({}, ...RULES.filter((r) => r.selector.split(',').some((s) => matches(el, s.trim()))).map((r) => r.decls));

const FIXED = /^\d+(\.\d+)?(px|rem)$/;
const BOUND = /^(\d+(\.\d+)?(px|rem)|min\(\d+vh, \d+(\.\d+)?(px|rem)\))$/;

/** What is wrong with how an image is sized, or nothing. */
function sizingFaults(img: HTMLImageElement): string[] {
  const faults: string[] = [];
  const name = `${img.className || img.parentElement?.className} <img src=${img.getAttribute('src')}>`;
  for (const attr of ['width', 'height']) if (!/^[1-9]\d*$/.test(img.getAttribute(attr) ?? '')) faults.push(`${name}: no ${attr} attribute`);
  const own = declared(img);
  // an image filling its box (position: absolute, inset 0) takes the box's bounds
  const box = own.position === 'absolute' && own.height === '100%' ? declared(img.parentElement!) : own;
  const fixedHeight = FIXED.test(box.height ?? '');
  if (!box['aspect-ratio'] && !fixedHeight) faults.push(`${name}: neither an aspect-ratio nor a fixed height`);
  if (!fixedHeight && !BOUND.test(box['max-height'] ?? '')) faults.push(`${name}: its height has no bound (${box['max-height'] ?? 'no max-height'})`);
  if (!own['object-fit']) faults.push(`${name}: no object-fit`);
  return faults;
}

const element = { id: 'e1', element: 'image', type: 'BLOCK', family: 'blocks', name: 'image', settings: {}, children: [] } as unknown as PageElement;
const images = [
  { id: 1, public_url: 'https://media.test/a.svg', alt: 'Un mur d’escalade' },
  { id: 2, public_url: 'https://media.test/b.svg', alt: null },
];

describe('image renderers hold their box and bound their height', () => {
  it('reads the sheets it checks', () => {
    expect(RULES.length).toBeGreaterThan(200);
    expect(RULES.find((r) => r.selector === '.o-detail-image')?.decls['aspect-ratio']).toBe('16 / 9');
  });

  it('cards, detail galleries and the blog carousel; the gallery shows each image’s own alt', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(
      runtime,
      <>
        <CardShell id="c1" title="Escalade" image="https://media.test/card.svg" href="/fr/x">
          <p>facts</p>
        </CardShell>
        <DetailGallery images={images} />
        <ArticleCarousel images={images} />
      </>,
    );
    const all = [...container.querySelectorAll('img')];
    expect(all.length).toBe(5); // a card, a gallery's image and its two thumbnails, the carousel's slide
    expect(all.flatMap(sizingFaults)).toEqual([]);
    expect(container.querySelector('.o-gallery .o-detail-image')?.getAttribute('alt')).toBe('Un mur d’escalade');
  });

  it('the court booking’s picture, the organiser’s hero, highlight and image blocks', async () => {
    const { runtime } = testRuntime({ routes: { 'GET /api/resources/res-court-1': { data: resources[0] } } });
    const query = readBookingQuery(new URLSearchParams('start_at=2026-11-21T11:00:00.000Z&duration=3600&amount=1800&resource=res-court-1'));
    const hero = {
      label: '',
      title: 'Bienvenue',
      description: '',
      image: ['https://media.test/hero.svg'],
      layout: 'container',
      origin: 'left',
    } as unknown as SplitHeroSettings;
    const feature = {
      label: 'Lieux',
      title: 'Trois lieux',
      subtitle: '',
      image: 'https://media.test/f.svg',
      alignment: 'center',
    } as unknown as FeatureHighlightBlockSettings;
    const block = { url: 'https://media.test/i.svg', alt: 'Le parc', width: '640', height: '360', 'object-fit': 'cover' } as unknown as ImageBlockSettings;
    const { container } = renderWith(
      runtime,
      <>
        <BookingAdd query={query} />
        <SplitHeroSection settings={hero} element={element}>
          {null}
        </SplitHeroSection>
        <FeatureHighlightBlock settings={feature} element={element}>
          {null}
        </FeatureHighlightBlock>
        <ImageBlock settings={block} element={element}>
          {null}
        </ImageBlock>
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Réserver · Court de tennis 1' });
    const all = [...container.querySelectorAll('img')];
    expect(all.map((i) => i.getAttribute('src'))).toEqual([
      'https://media.test/court.svg',
      'https://media.test/hero.svg',
      'https://media.test/f.svg',
      'https://media.test/i.svg',
    ]);
    // an organiser's image block is sized by its own settings, and still has its attributes and a bound
    const [booking, ...rest] = all;
    expect([booking!, ...rest.slice(0, 2)].flatMap(sizingFaults)).toEqual([]);
    expect(all[3]!.getAttribute('width')).toBe('640');
    expect(all[3]!.getAttribute('height')).toBe('360');
    expect(declared(all[3]!)['max-height']).toMatch(BOUND);
  });

  it('the header’s logo: the organiser’s name as its alt, a link home, a fixed height; the footer’s beside the name', () => {
    const { runtime } = testRuntime();
    const website = v.parse(websiteSchema, { ...websiteFixture, organiser: { ...websiteFixture.organiser, logo: 'https://media.test/logo.svg' } });
    const { container } = renderWith(
      runtime,
      <>
        <Header config={websiteFixture.header} organiser={website.organiser} />
        <Footer config={websiteFixture.footer} organiser={website.organiser} />
      </>,
    );
    const logo = screen.getByRole('img', { name: 'Les Ateliers du Parc' });
    expect(logo.closest('a')?.getAttribute('href')).toBe('/fr');
    const all = [...container.querySelectorAll('img')] as HTMLImageElement[];
    expect(all.length).toBe(2);
    for (const img of all) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(declared(img).height).toMatch(FIXED);
      expect(declared(img)['max-width']).toMatch(FIXED);
      expect(declared(img)['object-fit']).toBe('contain');
    }
    expect(all[1]!.getAttribute('alt')).toBe(''); // the footer writes the name beside it
  });
});
