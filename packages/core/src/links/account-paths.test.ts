import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS } from '../rules/account.rules';
import { accountPath, accountTabOf, accountTabView, parseAccountPath, type AccountView } from './account-paths';

const ALL: AccountView[] = [
  { view: 'home' },
  { view: 'profile' },
  { view: 'profile-delete' },
  { view: 'participants' },
  { view: 'participant-create' },
  { view: 'participant-edit', cuid: 'p1' },
  { view: 'participant-delete', cuid: 'p1' },
  { view: 'carts' },
  { view: 'cart', cuid: 'c1' },
  { view: 'registrations' },
  { view: 'registration', cuid: 'r1' },
  { view: 'registration-cancel', cuid: 'r1' },
  { view: 'registration-review', cuid: 'r1' },
  { view: 'registration-edit', cuid: 'r1' },
  { view: 'registration-document', cuid: 'r1', document: 'd1' },
  { view: 'bookings' },
  { view: 'booking', cuid: 'b1' },
  { view: 'requests' },
  { view: 'request', cuid: 'q1' },
  { view: 'bundles' },
  { view: 'bundle', cuid: 'b1' },
  { view: 'vouchers' },
  { view: 'voucher', cuid: 'v1' },
  { view: 'voucher-redeem' },
  { view: 'voucher-redeem-code', code: 'GIFT 1/2' },
  { view: 'memberships' },
  { view: 'membership', cuid: 'm1' },
  { view: 'charges' },
  { view: 'charge', cuid: 'a1' },
];

describe('account paths (001 §2 routes)', () => {
  it.each(ALL)('round-trips %j', (v) => {
    expect(parseAccountPath(accountPath(v))).toEqual(v);
  });

  it('reads the spec routes and the e-mail links', () => {
    expect(parseAccountPath('')).toEqual({ view: 'home' });
    expect(parseAccountPath('/')).toEqual({ view: 'home' });
    expect(parseAccountPath('registrations/abc/documents/doc9')).toEqual({ view: 'registration-document', cuid: 'abc', document: 'doc9' });
    expect(parseAccountPath('/registrations-requests/x/')).toEqual({ view: 'request', cuid: 'x' });
    expect(parseAccountPath('attendance-charges/z')).toEqual({ view: 'charge', cuid: 'z' });
    expect(parseAccountPath('vouchers/redeem/ABC-123')).toEqual({ view: 'voucher-redeem-code', code: 'ABC-123' });
    expect(accountPath({ view: 'voucher-redeem-code', code: 'a/b' })).toBe('vouchers/redeem/a%2Fb');
  });

  it.each([
    'nope',
    'profile/x',
    'registrations/a/b',
    'registrations/a/documents',
    'carts/a/b',
    'participants/a/b',
    'home/x',
    'a/b/c/d/e',
    'registrations/%E0%A4%A',
  ])('names no screen: %j', (path) => expect(parseAccountPath(path)).toBeNull());

  it('maps every screen to its tab, and every tab to its list', () => {
    expect(accountTabOf({ view: 'registration-edit', cuid: 'x' })).toBe('registrations');
    expect(accountTabOf({ view: 'voucher-redeem' })).toBe('vouchers');
    expect(accountTabOf({ view: 'charge', cuid: 'x' })).toBe('attendance-charges');
    expect(accountTabOf({ view: 'profile-delete' })).toBe('profile');
    for (const tab of ACCOUNT_TABS) expect(accountTabOf(accountTabView(tab))).toBe(tab);
  });
});
