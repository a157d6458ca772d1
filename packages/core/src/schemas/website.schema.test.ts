import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { blockSettingsSchemas, headingBlockSettingsSchema, iframeBlockSettingsSchema, paragraphBlockSettingsSchema } from './blocks.schema';
import {
  cardsGridSettingsSchema,
  flexContainerSettingsSchema,
  offersGridSettingsSchema,
  scheduleSettingsSchema,
  splitHeroSettingsSchema,
} from './sections.schema';
import { navLinkSchema, pageSchema, topbarSchema, websiteSchema } from './website.schema';

describe('website', () => {
  it('parses recursive nav links: empty href becomes #, name needs a character', () => {
    const link = v.parse(navLinkSchema, {
      id: 1,
      name: ' Stages ',
      href: '',
      children: [{ id: 2, name: 'Été', href: '/ete', children: [{ id: 3, name: 'Juillet', href: null }] }],
    });
    expect(link).toEqual({
      id: 1,
      name: 'Stages',
      href: '#',
      children: [{ id: 2, name: 'Été', href: '/ete', children: [{ id: 3, name: 'Juillet', href: '#', children: [] }] }],
    });
    expect(v.safeParse(navLinkSchema, { id: 1, name: '  ', href: '/' }).success).toBe(false);
  });

  it('turns an invalid header into null instead of failing the website', () => {
    const website = v.parse(websiteSchema, {
      id: 1,
      hostname: 'club.example',
      organiser: { name: 'Club' },
      header: { content: { links: [{ id: 1, name: '', href: '/' }] } },
      footer: { content: { links: [], quote: 'Bougez !' } },
      topbar: { content: { contacts: { phone: '+32 2 000 00 00' } } },
      pages: [{ id: 1, title: 'Accueil', pathname: '/', type: 'DEFAULT' }],
    });
    expect(website.header).toBeNull();
    expect(website.footer?.content.quote).toBe('Bougez !');
    expect(website.topbar?.settings).toEqual({ text: { color: '#ffffff' }, background: { color: '#000000' } });
    expect(website.accent_color).toBe('#e67e22');
    expect(v.parse(topbarSchema, {}).content).toEqual({});
  });

  it('parses a page element tree', () => {
    const page = v.parse(pageSchema, {
      id: 1,
      title: 'Accueil',
      pathname: '/',
      type: 'DEFAULT',
      content: [
        {
          id: 'a',
          element: 'container',
          type: 'SECTION',
          settings: {},
          children: [{ id: 'b', element: 'heading', type: 'BLOCK', settings: { content: 'Bonjour' } }],
        },
      ],
    });
    expect(page.content[0]?.children[0]?.children).toEqual([]);
    expect(v.safeParse(pageSchema, { id: 1, title: 't', pathname: '/', content: [{ id: 'a', element: 'x', type: 'WIDGET' }] }).success).toBe(false);
  });
});

describe('lenient settings', () => {
  it('applies the cards grid defaults (000 §5)', () => {
    expect(v.parse(cardsGridSettingsSchema, {})).toEqual({
      catalogs: [],
      segments: [],
      status: ['OPEN'],
      columns: 2,
      'items-properties': [],
      filters: [],
      // unset: the grid falls back to items-properties and filters
      'activity-properties': [],
      'availabilities-properties': [],
      'availabilities-filters': [],
      'filters-layout': 'aside',
      sorting: [],
      grayscale: false,
    });
  });

  it('reads data-attribute strings and JSON values alike', () => {
    const fromAttributes = v.parse(cardsGridSettingsSchema, {
      catalogs: '3, 4',
      columns: '3',
      filters: 'search,date,age',
      'filters-layout': 'stacked',
      status: 'OPEN,FULL',
    });
    const fromBuilder = v.parse(cardsGridSettingsSchema, {
      catalogs: [3, 4],
      columns: 3,
      filters: ['search', 'date', 'age'],
      'filters-layout': 'stacked',
      status: ['OPEN', 'FULL'],
    });
    expect(fromAttributes).toEqual(fromBuilder);
    expect(fromAttributes.catalogs).toEqual([3, 4]);
  });

  it('fails on settings that cannot be read', () => {
    expect(v.safeParse(cardsGridSettingsSchema, { columns: 'two' }).success).toBe(false);
    expect(v.safeParse(cardsGridSettingsSchema, { catalogs: 'a,b' }).success).toBe(false);
    expect(v.safeParse(cardsGridSettingsSchema, { 'filters-layout': 'inline' }).success).toBe(false);
  });

  it('reads schedule, offers grid, split hero and flex settings', () => {
    expect(v.parse(scheduleSettingsSchema, { mode: 'calendar', start_hour: '', end_hour: '20', 'multiple-selection': 'true' })).toMatchObject({
      mode: 'calendar',
      start_hour: null,
      end_hour: 20,
      'multiple-selection': true,
      'show-empty-groups': false,
    });
    expect(v.parse(offersGridSettingsSchema, { ids: '1,2' })).toEqual({ ids: [1, 2], columns: 2, properties: [], filters: [] });
    expect(v.parse(splitHeroSettingsSchema, { title: 'Hi', image: 'https://cdn.example/a.jpg' }).image).toEqual(['https://cdn.example/a.jpg']);
    expect(v.parse(flexContainerSettingsSchema, { justify: 'space-between' })).toEqual({
      direction: 'row',
      align: 'start',
      justify: 'space-between',
      gap: '1rem',
    });
    expect(v.safeParse(flexContainerSettingsSchema, { direction: 'diagonal' }).success).toBe(false);
  });

  it('gives the block defaults of 000 §3', () => {
    expect(v.parse(headingBlockSettingsSchema, { content: 'Titre' })).toMatchObject({ fontSize: '32px', fontWeight: 700, color: 'black' });
    expect(v.parse(paragraphBlockSettingsSchema, {})).toMatchObject({ fontSize: '1rem', fontWeight: 400, color: 'grey' });
    expect(v.parse(iframeBlockSettingsSchema, { url: 'https://maps.example/embed' })).toMatchObject({ width: '100%', 'aspect-ratio': '16 / 9' });
    expect(v.parse(blockSettingsSchemas.image, { url: '/a.jpg' })).toMatchObject({ 'aspect-ratio': 'auto', 'object-fit': 'cover' });
    expect(v.parse(blockSettingsSchemas.alert, { content: 'x' }).type).toBe('blue');
    expect(v.safeParse(blockSettingsSchemas.button, { text: 'Go', type: 'danger' }).success).toBe(false);
  });
});
