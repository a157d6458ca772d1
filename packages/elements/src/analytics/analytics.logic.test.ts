import { describe, expect, it } from 'vitest';
import { catalogKeys, scheduleKeys, siteKeys } from '@oriel/core';
import { cartChangeEvents, catalogItem, majorUnits, purchaseEvent, rememberOrder, type CartItemLike } from './analytics.logic';
import { cardOfId, itemsByCuid, shownCards, stillDrawing } from './shown-cards';

const registration = (id: number, cuid: string, price: number): CartItemLike => ({
  id,
  type: 'REGISTRATION',
  price,
  quantity: 1,
  availability: { cuid, activity: { title: `Atelier ${cuid}` }, categories: [{ title: 'Enfants' }] },
});

describe('GA4 events from the widgets’ data (issue 12.3)', () => {
  it('reads card ids back into kind and cuid', () => {
    expect(cardOfId('o-av-ck1')).toEqual({ kind: 'availability', cuid: 'ck1' });
    expect(cardOfId('o-act-a-b')).toEqual({ kind: 'activity', cuid: 'a-b' });
    expect(cardOfId('o-bundles-b1')).toEqual({ kind: 'bundle', cuid: 'b1' });
    expect(cardOfId('o-checkout-success')).toBeNull();
  });

  it('reads a grid only once its page is drawn: the last cards come a frame after the first (CI read 8 of 20)', () => {
    const host = document.createElement('oriel-cards');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<div class="o-grid"><article class="o-card"><h3 class="o-card-title" id="o-av-a">A</h3></article>' +
      '<div class="o-card o-card-skeleton" aria-hidden="true"></div></div>';
    expect(stillDrawing(host)).toBe(true);
    root.querySelector('.o-card-skeleton')!.outerHTML = '<article class="o-card"><h3 class="o-card-title" id="o-av-b">B</h3></article>';
    expect(stillDrawing(host)).toBe(false);
    expect(shownCards(host).map((c) => c.cuid)).toEqual(['a', 'b']);
  });

  it('finds items in list and detail answers, the detail winning', () => {
    const items = itemsByCuid([
      [scheduleKeys.availabilityCards({}, { categories: false }), { data: [{ cuid: 'a', price: 1000, activity: { title: 'Card' } }], count: 1 }],
      [catalogKeys.availability('a'), { cuid: 'a', price: 1000, activity: { title: 'Detail' } }],
      [siteKeys.website(), { id: 1 }],
    ]);
    expect(items.get('a')).toMatchObject({ activity: { title: 'Detail' } });
    expect(items.size).toBe(1);
  });

  it('an availability card is a GA4 item: id, activity title, kind, category, price in major units', () => {
    expect(catalogItem('availability', 'a', { cuid: 'a', price: 1250, activity: { title: 'Poterie' }, categories: [{ title: 'Enfants' }] }, 'EUR')).toEqual({
      item_id: 'a',
      item_name: 'Poterie',
      item_category: 'availability',
      item_category2: 'Enfants',
      price: 12.5,
      quantity: 1,
    });
    expect(catalogItem('bundle', 'b', { cuid: 'b', title: 'Carte 10', price: 9000 }, 'EUR')).toMatchObject({ item_name: 'Carte 10', price: 90 });
    expect(majorUnits(500, 'JPY')).toBe(500);
  });

  it('the customer’s add and delete become add_to_cart and remove_from_cart; loading the cart does not', () => {
    const a = registration(1, 'a', 2500);
    const b = registration(2, 'b', 1000);
    expect(cartChangeEvents([], [a], 'load', 'EUR')).toEqual([]);
    expect(cartChangeEvents([a], [], 'reset', 'EUR')).toEqual([]);
    const [added] = cartChangeEvents([a], [a, b], 'add', 'EUR');
    expect(added).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 10,
        items: [{ item_id: 'b', item_name: 'Atelier b', item_category: 'availability', item_category2: 'Enfants', price: 10, quantity: 1 }],
      },
    });
    expect(cartChangeEvents([a, b], [b], 'remove', 'EUR')).toMatchObject([{ event: 'remove_from_cart', ecommerce: { value: 25, items: [{ item_id: 'a' }] } }]);
  });

  it('a line of several units gives its unit price; bookings and bundles name their own item', () => {
    const booking: CartItemLike = { id: 3, type: 'BOOKING', price: 3000, quantity: 2, resource: { cuid: 'r', name: 'Court 1' } };
    const bundle: CartItemLike = { id: 4, type: 'BUNDLE', price: 9000, bundle: { cuid: 'bu', title: 'Carte 10' } };
    const event = purchaseEvent({ cuid: 'cart1', reference: 'R-42', items: [booking, bundle] }, 'EUR');
    expect(event.ecommerce).toEqual({
      currency: 'EUR',
      value: 120,
      transaction_id: 'R-42',
      items: [
        { item_id: 'r', item_name: 'Court 1', item_category: 'booking', price: 15, quantity: 2 },
        { item_id: 'bu', item_name: 'Carte 10', item_category: 'bundle', price: 90, quantity: 1 },
      ],
    });
  });

  it('an order is reported once, even after a reload; a damaged memory starts again', () => {
    const first = rememberOrder(null, 'c1');
    expect(first.known).toBe(false);
    expect(rememberOrder(first.next, 'c1').known).toBe(true);
    expect(rememberOrder('not json', 'c1').known).toBe(false);
    expect(JSON.parse(rememberOrder(JSON.stringify(['a', 'b']), 'c', 2).next)).toEqual(['b', 'c']);
  });
});
