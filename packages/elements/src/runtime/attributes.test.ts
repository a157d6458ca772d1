import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { cardsAttributesSchema } from '../cards/cards.schema';
import { readDataAttributes, readHrefTemplates } from './attributes';
import { SCRIPT_URLS } from '../../../core/src/links/hostile-urls.test-data';

function el(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('data-attributes', () => {
  it('keeps the spec setting names and reads href templates', () => {
    const attrs = readDataAttributes(
      el(
        '<oriel-cards data-kind="availabilities" data-items-properties="price,location" data-href-availability="/stages/{cuid}" data-href-account-registration="/compte/{cuid}" id="x"></oriel-cards>',
      ),
    );
    expect(attrs).toEqual({
      kind: 'availabilities',
      'items-properties': 'price,location',
      'href-availability': '/stages/{cuid}',
      'href-account-registration': '/compte/{cuid}',
    });
    expect(readHrefTemplates(attrs)).toEqual({ availability: '/stages/{cuid}', accountRegistration: '/compte/{cuid}' });
  });

  it.each(SCRIPT_URLS)('leaves out a %j href template: that route opens in place', (template) => {
    const templates = readHrefTemplates({ 'href-availability': template, 'href-checkout': 'https://shop.example/commande?c={cuid}' });
    expect(templates).toEqual({ checkout: 'https://shop.example/commande?c={cuid}' });
  });

  it('parses <oriel-cards> leniently, with the spec defaults', () => {
    const ok = v.safeParse(cardsAttributesSchema, { kind: 'availabilities', columns: '3', catalogs: '3, 4', status: 'OPEN,FULL' });
    expect(ok.success && ok.output).toMatchObject({
      kind: 'availabilities',
      columns: 3,
      catalogs: [3, 4],
      status: ['OPEN', 'FULL'],
      'page-size': 20,
      'filters-layout': 'aside',
    });
    const defaults = v.safeParse(cardsAttributesSchema, { kind: 'availabilities' });
    expect(defaults.success && defaults.output).toMatchObject({ columns: 2, status: ['OPEN'], filters: [] });
  });

  it.each([
    [{ kind: 'spaceships' }],
    [{}],
    [{ kind: 'availabilities', columns: 'many' }],
    [{ kind: 'availabilities', status: 'OPEN,SOMETIMES' }],
    [{ kind: 'availabilities', 'page-size': '1000' }],
  ])('rejects %o (the widget then renders nothing)', (input) => {
    expect(v.safeParse(cardsAttributesSchema, input).success).toBe(false);
  });
});
