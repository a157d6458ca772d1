import type { AccountTab } from '../rules/account.rules';

/**
 * The account area's screens (001 §2) as one value, whatever carries them: the shell's path `/{lang}/account/<path>`
 * or an embedding page's `?oriel-account=<path>`. Routes the spec leaves open are ours: participants/{cuid} (edit),
 * registrations/{cuid}/cancel, /review, /edit.
 */
export type AccountView =
  | { view: 'home' }
  | { view: 'profile' }
  | { view: 'profile-delete' }
  | { view: 'participants' }
  | { view: 'participant-create' }
  | { view: 'participant-edit'; cuid: string }
  | { view: 'participant-delete'; cuid: string }
  | { view: 'carts' }
  | { view: 'cart'; cuid: string }
  | { view: 'registrations' }
  | { view: 'registration'; cuid: string }
  | { view: 'registration-cancel'; cuid: string }
  | { view: 'registration-review'; cuid: string }
  | { view: 'registration-edit'; cuid: string }
  | { view: 'registration-document'; cuid: string; document: string }
  | { view: 'bookings' }
  | { view: 'booking'; cuid: string }
  | { view: 'requests' }
  | { view: 'request'; cuid: string }
  | { view: 'bundles' }
  | { view: 'bundle'; cuid: string }
  | { view: 'vouchers' }
  | { view: 'voucher'; cuid: string }
  | { view: 'voucher-redeem' }
  | { view: 'voucher-redeem-code'; code: string }
  | { view: 'memberships' }
  | { view: 'membership'; cuid: string }
  | { view: 'charges' }
  | { view: 'charge'; cuid: string };

export type AccountViewName = AccountView['view'];

/** List views with a detail at `<segment>/{cuid}`: the segment is the tab's name (001 §2 routes). */
const LISTS = {
  carts: ['carts', 'cart'],
  bookings: ['bookings', 'booking'],
  'registrations-requests': ['requests', 'request'],
  bundles: ['bundles', 'bundle'],
  memberships: ['memberships', 'membership'],
  'attendance-charges': ['charges', 'charge'],
} as const;
type ListSegment = keyof typeof LISTS;

const decode = (s: string): string | null => {
  try {
    const v = decodeURIComponent(s);
    return v.trim() === '' ? null : v;
  } catch {
    return null;
  }
};
const enc = encodeURIComponent;

/**
 * `registrations/abc/cancel` -> {view: 'registration-cancel', cuid: 'abc'}; '' and 'home' -> home; null for a path that
 * names no screen (the caller shows not found). Leading and trailing slashes are ignored.
 */
export function parseAccountPath(path: string | null | undefined): AccountView | null {
  const parts = (path ?? '').split('?')[0]!.split('/').filter(Boolean);
  const raw = parts.map(decode);
  if (raw.some((p) => p === null)) return null;
  const [a, b, c, d, ...rest] = raw as string[];
  if (rest.length) return null;
  if (a === undefined || (a === 'home' && b === undefined)) return { view: 'home' };
  if (a === 'profile') {
    if (b === undefined) return { view: 'profile' };
    return b === 'delete' && c === undefined ? { view: 'profile-delete' } : null;
  }
  if (a === 'participants') {
    if (b === undefined) return { view: 'participants' };
    if (b === 'create') return c === undefined ? { view: 'participant-create' } : null;
    if (c === undefined) return { view: 'participant-edit', cuid: b };
    return c === 'delete' && d === undefined ? { view: 'participant-delete', cuid: b } : null;
  }
  if (a === 'registrations') {
    if (b === undefined) return { view: 'registrations' };
    if (c === undefined) return { view: 'registration', cuid: b };
    if (c === 'documents') return d !== undefined ? { view: 'registration-document', cuid: b, document: d } : null;
    if (d !== undefined) return null;
    if (c === 'cancel') return { view: 'registration-cancel', cuid: b };
    if (c === 'review') return { view: 'registration-review', cuid: b };
    if (c === 'edit') return { view: 'registration-edit', cuid: b };
    return null;
  }
  if (a === 'vouchers') {
    if (b === undefined) return { view: 'vouchers' };
    if (b === 'redeem') {
      if (d !== undefined) return null;
      return c === undefined ? { view: 'voucher-redeem' } : { view: 'voucher-redeem-code', code: c };
    }
    return c === undefined ? { view: 'voucher', cuid: b } : null;
  }
  if (a in LISTS && c === undefined) {
    const [list, detail] = LISTS[a as ListSegment];
    return b === undefined ? ({ view: list } as AccountView) : ({ view: detail, cuid: b } as AccountView);
  }
  return null;
}

/** The inverse of parseAccountPath: the path after `/account/`. */
export function accountPath(v: AccountView): string {
  switch (v.view) {
    case 'home':
      return 'home';
    case 'profile':
      return 'profile';
    case 'profile-delete':
      return 'profile/delete';
    case 'participants':
      return 'participants';
    case 'participant-create':
      return 'participants/create';
    case 'participant-edit':
      return `participants/${enc(v.cuid)}`;
    case 'participant-delete':
      return `participants/${enc(v.cuid)}/delete`;
    case 'registrations':
      return 'registrations';
    case 'registration':
      return `registrations/${enc(v.cuid)}`;
    case 'registration-cancel':
      return `registrations/${enc(v.cuid)}/cancel`;
    case 'registration-review':
      return `registrations/${enc(v.cuid)}/review`;
    case 'registration-edit':
      return `registrations/${enc(v.cuid)}/edit`;
    case 'registration-document':
      return `registrations/${enc(v.cuid)}/documents/${enc(v.document)}`;
    case 'vouchers':
      return 'vouchers';
    case 'voucher':
      return `vouchers/${enc(v.cuid)}`;
    case 'voucher-redeem':
      return 'vouchers/redeem';
    case 'voucher-redeem-code':
      return `vouchers/redeem/${enc(v.code)}`;
    default: {
      for (const [segment, [list, detail]] of Object.entries(LISTS)) {
        if (v.view === list) return segment;
        if (v.view === detail && 'cuid' in v) return `${segment}/${enc(v.cuid)}`;
      }
      return 'home';
    }
  }
}

/** The tab a screen belongs to (highlighted in the tab bar). */
export function accountTabOf(v: AccountView): AccountTab {
  const name = v.view;
  if (name === 'home') return 'home';
  if (name.startsWith('profile')) return 'profile';
  if (name.startsWith('participant')) return 'participants';
  if (name.startsWith('registration')) return 'registrations';
  if (name.startsWith('voucher')) return 'vouchers';
  for (const [segment, [list, detail]] of Object.entries(LISTS)) if (name === list || name === detail) return segment as AccountTab;
  return 'home';
}

/** The list screen of a tab. */
export function accountTabView(tab: AccountTab): AccountView {
  return parseAccountPath(tab) ?? { view: 'home' };
}
