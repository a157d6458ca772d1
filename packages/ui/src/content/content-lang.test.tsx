import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { activityListItemSchema, websiteSchema } from '@oriel/core';
import { ActivityCard } from '../catalog/activity-card';
import { VoucherDetail } from '../detail/voucher-detail';
import { PageRenderer } from '../builder/page-renderer';
import { pageElement } from '../builder/elements.fixtures';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { Topbar } from '../layout/topbar';
import { websiteFixture } from '../layout/layout.fixtures';
import { renderWith, testRuntime } from '../testing/test-runtime';

// A text the API sends untranslated says so in `content_lang` (docs/api-contract.md "Content language"): the page
// marks that text, and only that one, with its language.

const activity = (contentLang?: Record<string, string>) =>
  v.parse(activityListItemSchema, {
    id: 1,
    cuid: 'act1',
    title: contentLang?.title ? 'Stage multisport' : 'Multi-sport camp',
    description: contentLang?.description ? '<p>Une semaine pour bouger.</p>' : '<p>A week to move.</p>',
    images: [],
    locations: [],
    price: 1000,
    ...(contentLang ? { content_lang: contentLang } : {}),
  });

describe('untranslated organiser content is marked with its language', () => {
  it('a card: the title that fell back has lang, the translated description has none', () => {
    const { runtime } = testRuntime();
    renderWith(runtime, <ActivityCard activity={activity({ title: 'fr' })} href="/activities/act1" />);
    expect(screen.getByRole('heading', { name: 'Stage multisport' }).getAttribute('lang')).toBe('fr');
    expect(screen.getByText('A week to move.').closest('[lang]')).toBeNull();
  });

  it('a card wholly translated carries no lang anywhere', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith(runtime, <ActivityCard activity={activity()} href="/activities/act1" />);
    expect(container.querySelector('[lang]')).toBeNull();
    renderWith(runtime, <ActivityCard activity={activity({ description: 'fr' })} href="/activities/act1" />);
    expect(screen.getByText('Une semaine pour bouger.').closest('[lang]')?.getAttribute('lang')).toBe('fr');
  });

  it('the header, footer and top bar mark the links, quote and announcement that fell back', () => {
    const { runtime } = testRuntime();
    const header = {
      ...websiteFixture.header,
      content: {
        links: [
          { id: 1, name: 'Cartes et bons', href: '/cartes', content_lang: { name: 'fr' } },
          { id: 2, name: 'Blog', href: '/blog' },
        ],
      },
    };
    const organiser = v.parse(websiteSchema, websiteFixture).organiser;
    renderWith(runtime, <Header config={header} organiser={organiser} />);
    expect(screen.getByText('Cartes et bons').getAttribute('lang')).toBe('fr');
    expect(screen.getAllByText('Blog')[0]!.closest('[lang]')).toBeNull();
    renderWith(runtime, <Footer config={{ content: { links: [], quote: 'Apprendre en s’amusant.', content_lang: { quote: 'fr' } } }} organiser={organiser} />);
    expect(screen.getByText('Apprendre en s’amusant.').getAttribute('lang')).toBe('fr');
    renderWith(runtime, <Topbar config={{ content: { announcement: { text: 'Inscriptions ouvertes !', content_lang: { text: 'fr' } } } }} />);
    expect(screen.getByText('Inscriptions ouvertes !').closest('[lang]')?.getAttribute('lang')).toBe('fr');
  });

  it('a page section whose settings fell back is marked as a whole; a translated one is not', () => {
    const { runtime } = testRuntime();
    const page = [
      pageElement('BLOCK', 'heading', { content: 'Prochaines activités', content_lang: { content: 'fr' } }),
      pageElement('BLOCK', 'heading', { content: 'Upcoming activities' }),
    ];
    renderWith(runtime, <PageRenderer elements={page} />);
    expect(screen.getByText('Prochaines activités').closest('[lang]')?.getAttribute('lang')).toBe('fr');
    expect(screen.getByText('Upcoming activities').closest('[lang]')).toBeNull();
  });

  it('an offer’s detail marks its untranslated description, not its translated title', async () => {
    const voucher = {
      id: 8,
      cuid: 'v-25',
      title: '€25 gift voucher',
      price: 2500,
      duration: 31_536_000,
      images: [],
      description: '<p>À offrir, valable un an.</p>',
      content_lang: { description: 'fr' },
    };
    const { runtime } = testRuntime({ routes: { 'GET /api/vouchers/v-25': { data: voucher } } });
    renderWith(runtime, <VoucherDetail cuid="v-25" />);
    const title = await screen.findByRole('heading', { level: 1, name: '€25 gift voucher' });
    expect(title.closest('[lang]')).toBeNull();
    expect(screen.getByText('À offrir, valable un an.').closest('[lang]')?.getAttribute('lang')).toBe('fr');
  });
});
