import { describe, expect, it } from 'vitest';
import { matchesKey, sameKey } from '../store/query-key';
import {
  accountKeys,
  catalogKeys,
  checkoutKeys,
  detailKeys,
  filtersKeys,
  offersKeys,
  organiserAgesKeys,
  participantsKeys,
  resourcesKeys,
  scheduleKeys,
  siteKeys,
} from './index';

const factories = {
  accountKeys,
  catalogKeys,
  checkoutKeys,
  detailKeys,
  filtersKeys,
  offersKeys,
  organiserAgesKeys,
  participantsKeys,
  resourcesKeys,
  scheduleKeys,
  siteKeys,
};

describe('query-key factories, one per API area', () => {
  it('every key of an area is under its `all`, and no area is under another', () => {
    const samples = [
      [
        accountKeys,
        [
          accountKeys.list('registrations', { page_number: 2, page_size: 20 }),
          accountKeys.detail('booking', 'b1'),
          accountKeys.registration('r1'),
          accountKeys.voucherToRedeem('CODE'),
          accountKeys.cart('c1'),
        ],
      ],
      [
        catalogKeys,
        [
          catalogKeys.activity('a1'),
          catalogKeys.availability('v1'),
          catalogKeys.availabilities([1, 2]),
          catalogKeys.cartAdd(['v1'], ['2026-12-02']),
          catalogKeys.blogArticles({ limit: 10, offset: 0 }),
          catalogKeys.blogArticle('hello'),
        ],
      ],
      [checkoutKeys, [checkoutKeys.data()]],
      [detailKeys, [detailKeys.estimates(), detailKeys.estimate('{"availability_id":9}')]],
      [filtersKeys, [filtersKeys.locations(), filtersKeys.categories(), filtersKeys.periods()]],
      [offersKeys, [offersKeys.list('bundles', { limit: 12 }), offersKeys.bundle('b1'), offersKeys.membership('m1'), offersKeys.voucher('v1')]],
      [organiserAgesKeys, [organiserAgesKeys.formats()]],
      [participantsKeys, [participantsKeys.search('ana', 10), participantsKeys.customFields('PARTICIPANTS')]],
      [resourcesKeys, [resourcesKeys.resource('r1'), resourcesKeys.list([1]), resourcesKeys.slots([1], '2026-12-02')]],
      [
        scheduleKeys,
        [
          scheduleKeys.availabilityCards({ limit: 12 }),
          scheduleKeys.activityCards({}),
          scheduleKeys.calendar({}),
          scheduleKeys.range({}),
          scheduleKeys.quickList({}),
        ],
      ],
      [siteKeys, [siteKeys.organiser(), siteKeys.website(), siteKeys.page('/'), siteKeys.page(null)]],
    ] as const;
    expect(samples.map(([area]) => area)).toEqual(Object.values(factories));
    for (const [area, keys] of samples)
      for (const key of keys) {
        expect(matchesKey(key, area.all)).toBe(true);
        for (const other of Object.values(factories)) if (other !== area) expect(matchesKey(key, other.all)).toBe(false);
      }
  });

  it('the same call gives the same key; another parameter, another key', () => {
    expect(sameKey(catalogKeys.activity('a1'), catalogKeys.activity('a1'))).toBe(true);
    expect(sameKey(catalogKeys.activity('a1'), catalogKeys.activity('a2'))).toBe(false);
    expect(sameKey(accountKeys.registration('r1'), accountKeys.detail('registration', 'r1'))).toBe(true);
    expect(sameKey(accountKeys.list('bookings', { page_number: 1, page_size: 20 }), accountKeys.list('bookings', { page_number: 2, page_size: 20 }))).toBe(
      false,
    );
    // a grid asking for the categories asks for another answer than one that does not
    expect(sameKey(scheduleKeys.availabilityCards({ limit: 12 }), scheduleKeys.availabilityCards({ limit: 12 }, { categories: true }))).toBe(false);
    expect(sameKey(offersKeys.list('bundles', { limit: 12 }), offersKeys.list('vouchers', { limit: 12 }))).toBe(false);
  });

  it('the segments an action invalidates hold what it must, and only that', () => {
    expect(matchesKey(detailKeys.estimate('{}'), detailKeys.estimates())).toBe(true);
    expect(matchesKey(accountKeys.cart('c1'), accountKeys.all)).toBe(true);
    expect(matchesKey(checkoutKeys.data(), checkoutKeys.all)).toBe(true);
    expect(matchesKey(catalogKeys.activity('a1'), accountKeys.all)).toBe(false);
  });

  it('keys are plain JSON: they cross from the server render to the client unchanged', () => {
    const key = scheduleKeys.availabilityCards({ activity: 'a1', status: ['OPEN', 'FULL'], limit: 12 });
    expect(sameKey(JSON.parse(JSON.stringify(key)) as unknown[], key)).toBe(true);
  });
});
