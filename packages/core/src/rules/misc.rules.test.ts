import { describe, expect, it } from 'vitest';
import {
  accountDeletionConfirmed,
  confirmationKey,
  participantDeletionConfirmed,
  paymentButtons,
  visibleAccountTabs,
  tabScrollIndicators,
  tabScrollTarget,
} from './account.rules';
import { bundlePricePerRegistration, bundleRemaining } from './bundle.rules';
import { categoryFilterControl, dateListLayout, locationFilterControl } from './filters.rules';
import {
  isNextPageDisabled,
  isPreviousPageDisabled,
  normalizePaging,
  pageCount,
  pageOffset,
  pageToLimitOffset,
  resetPageOnFilterChange,
} from './pagination.rules';
import { partialDateState, partialSelectionError, togglePartialDate } from './partial-registration.rules';
import { tierSelection } from './request-tier.rules';
import { PAGING } from './organiser-defaults';

describe('pagination (000 §9, 001 §9)', () => {
  it('defaults 20 and 1; blog 12', () => {
    expect(normalizePaging()).toEqual({ page_number: 1, page_size: 20 });
    expect(normalizePaging({ page_number: '3', page_size: '50' })).toEqual({ page_number: 3, page_size: 50 });
    expect(normalizePaging({ page_number: 0, page_size: -1 })).toEqual({ page_number: 1, page_size: 20 });
    expect(normalizePaging({ page_size: 1000 }).page_size).toBe(100);
    expect(normalizePaging({}, PAGING.blogPageSize)).toEqual({ page_number: 1, page_size: 12 });
  });
  it('offset and page count', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageToLimitOffset({ page_number: 2, page_size: 12 })).toEqual({ limit: 12, offset: 12 });
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
  it('next disabled when page >= total / size; previous on page 1', () => {
    expect(isNextPageDisabled(2, 40, 20)).toBe(true);
    expect(isNextPageDisabled(2, 41, 20)).toBe(false);
    expect(isNextPageDisabled(1, 0, 20)).toBe(true);
    expect(isPreviousPageDisabled(1)).toBe(true);
    expect(isPreviousPageDisabled(2)).toBe(false);
  });
  it('filter changes reset to page 1', () => {
    expect(resetPageOnFilterChange({ page_number: 4, search: 'yoga' })).toEqual({ page_number: 1, search: 'yoga' });
  });
});

describe('registration-request tiers (000 §4)', () => {
  it('interval tier', () => {
    const tier = { minimum_availabilities: 2, maximum_availabilities: 4 };
    expect(tierSelection(1, tier)).toEqual({ state: 'too-few', label: 'interval', disabled: true, danger: false });
    expect(tierSelection(3, tier)).toEqual({ state: 'valid', label: 'interval', disabled: false, danger: false });
    expect(tierSelection(5, tier)).toEqual({ state: 'too-many', label: 'interval', disabled: true, danger: true });
  });
  it('fixed tier', () => {
    const tier = { minimum_availabilities: 3, maximum_availabilities: 3 };
    expect(tierSelection(3, tier)).toMatchObject({ state: 'valid', label: 'fixed' });
  });
});

describe('partial registration edit (001 §4)', () => {
  const NOW = '2026-11-20T10:00:00Z';
  const open = { status: 'OPEN' as const, start_at: '2026-11-25T09:00:00Z', capacity: 10, registered: 3 };
  it('started dates cannot be deselected', () => {
    const s = partialDateState({ ...open, start_at: '2026-11-19T09:00:00Z' }, true, NOW);
    expect(s).toEqual({ locked: true, disabled: true });
    expect(togglePartialDate([1, 2], 1, s)).toEqual([1, 2]);
  });
  it('not OPEN or full dates are disabled unless already registered', () => {
    expect(partialDateState({ ...open, status: 'CLOSED' }, false, NOW).disabled).toBe(true);
    expect(partialDateState({ ...open, registered: 10 }, false, NOW).disabled).toBe(true);
    expect(partialDateState({ ...open, registered: 10 }, true, NOW).disabled).toBe(false);
    const free = partialDateState(open, false, NOW);
    expect(free).toEqual({ locked: false, disabled: false });
    expect(togglePartialDate([1], 2, free)).toEqual([1, 2]);
    expect(togglePartialDate([1, 2], 2, free)).toEqual([1]);
  });
  it('at least one date must remain', () => {
    expect(partialSelectionError([])).toBe('availability_dates_required');
    expect(partialSelectionError([1])).toBeNull();
  });
});

describe('bundles (000 §9)', () => {
  it('price per registration = price / capacity when capacity > 0', () => {
    expect(bundlePricePerRegistration(10000, 10)).toBe(1000);
    expect(bundlePricePerRegistration(10000, 3)).toBe(3333);
    expect(bundlePricePerRegistration(10000, 0)).toBeNull();
    expect(bundlePricePerRegistration(10000, null)).toBeNull();
    expect(bundleRemaining({ capacity: 10, used: 4 })).toBe(6);
    expect(bundleRemaining({ capacity: null, used: 4 })).toBeNull();
  });
});

describe('account (001 §2, §5, §6)', () => {
  it('tabs from counters', () => {
    const tabs = (c: Parameters<typeof visibleAccountTabs>[0]) => visibleAccountTabs(c).map((t) => t.tab);
    expect(tabs({})).toEqual(['home', 'profile', 'participants']);
    expect(tabs(null)).toEqual(['home', 'profile', 'participants']);
    expect(tabs({ registrations: 2, carts: 0, vouchers: 0, available_vouchers: 1, attendance_charges: 1 })).toEqual([
      'home',
      'profile',
      'participants',
      'registrations',
      'vouchers',
      'attendance-charges',
    ]);
    expect(visibleAccountTabs({ participants: 2, registrations: 5 })).toContainEqual({ tab: 'registrations', count: 5 });
    expect(visibleAccountTabs({ participants: 2 })).toContainEqual({ tab: 'participants', count: 2 });
  });
  it('delete confirmations: lowercased, whitespace removed', () => {
    expect(confirmationKey(' Jean  Dupont ')).toBe('jeandupont');
    expect(accountDeletionConfirmed('jeandupont', 'Jean Dupont')).toBe(true);
    expect(accountDeletionConfirmed('jean', 'Jean Dupont')).toBe(false);
    expect(participantDeletionConfirmed('LÉA', 'Léa')).toBe(true);
    expect(participantDeletionConfirmed('', '')).toBe(false);
  });
  it('payment buttons', () => {
    expect(paymentButtons({ signedIn: false, onlinePayments: true, walletAmount: 100 })).toEqual({ online: false, wallet: false });
    expect(paymentButtons({ signedIn: true, onlinePayments: false, walletAmount: 0 })).toEqual({ online: false, wallet: false });
    expect(paymentButtons({ signedIn: true, onlinePayments: true, walletAmount: 1 })).toEqual({ online: true, wallet: true });
  });
});

describe('filter thresholds (000 §9)', () => {
  it('multi-select above 300 categories / 5 locations; grid above 7 dates', () => {
    expect(categoryFilterControl(300)).toBe('checkboxes');
    expect(categoryFilterControl(301)).toBe('multi-select');
    expect(locationFilterControl(5)).toBe('checkboxes');
    expect(locationFilterControl(6)).toBe('multi-select');
    expect(dateListLayout(7)).toBe('list');
    expect(dateListLayout(8)).toBe('grid');
  });
});

describe('tab bar scroll indicators (001 §2, threshold 24 px)', () => {
  it('shows a side only when more than 24 px is hidden past it', () => {
    expect(tabScrollIndicators({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 })).toEqual({ previous: false, next: false });
    expect(tabScrollIndicators({ scrollLeft: 0, scrollWidth: 524, clientWidth: 500 })).toEqual({ previous: false, next: false });
    expect(tabScrollIndicators({ scrollLeft: 0, scrollWidth: 525, clientWidth: 500 })).toEqual({ previous: false, next: true });
    expect(tabScrollIndicators({ scrollLeft: 25, scrollWidth: 525, clientWidth: 500 })).toEqual({ previous: true, next: false });
    expect(tabScrollIndicators({ scrollLeft: 100, scrollWidth: 900, clientWidth: 500 })).toEqual({ previous: true, next: true });
  });

  it('the current tab: left alone clear of the chevrons, else centred, within the strip', () => {
    const strip = { scrollLeft: 0, scrollWidth: 900, clientWidth: 350 };
    // in view and clear of both 48 px edges
    expect(tabScrollTarget(strip, { offsetLeft: 100, offsetWidth: 100 }, 48)).toBeNull();
    // under the next chevron, then out of view: centred
    expect(tabScrollTarget(strip, { offsetLeft: 280, offsetWidth: 100 }, 48)).toBe(155);
    expect(tabScrollTarget(strip, { offsetLeft: 500, offsetWidth: 120 }, 48)).toBe(385);
    // the last tab: the strip's end, not past it
    expect(tabScrollTarget(strip, { offsetLeft: 800, offsetWidth: 100 }, 48)).toBe(550);
    // back to the first tab, scrolled away: the strip's start
    expect(tabScrollTarget({ ...strip, scrollLeft: 300 }, { offsetLeft: 0, offsetWidth: 90 }, 48)).toBe(0);
  });
});
