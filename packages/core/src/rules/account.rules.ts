import { THRESHOLDS } from './organiser-defaults';
export const ACCOUNT_TABS = [
  'home',
  'profile',
  'participants',
  'carts',
  'registrations',
  'bookings',
  'registrations-requests',
  'bundles',
  'vouchers',
  'memberships',
  'attendance-charges',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export interface AccountCountersLike {
  participants?: number | null;
  carts?: number | null;
  registrations?: number | null;
  bookings?: number | null;
  registrations_requests?: number | null;
  bundles?: number | null;
  vouchers?: number | null;
  available_vouchers?: number | null;
  memberships?: number | null;
  attendance_charges?: number | null;
}

export interface AccountTabEntry {
  tab: AccountTab;
  /** Shown next to the label; absent for home and profile. */
  count?: number;
}

const COUNTER: Partial<Record<AccountTab, keyof AccountCountersLike>> = {
  participants: 'participants',
  carts: 'carts',
  registrations: 'registrations',
  bookings: 'bookings',
  'registrations-requests': 'registrations_requests',
  bundles: 'bundles',
  vouchers: 'vouchers',
  memberships: 'memberships',
  'attendance-charges': 'attendance_charges',
};

const ALWAYS: ReadonlySet<AccountTab> = new Set(['home', 'profile', 'participants']);

/**
 * 001 §2: home, profile, participants always; others hidden below 1; vouchers hidden only
 * when both the vouchers and available_vouchers counters are below 1.
 */
export function visibleAccountTabs(counters: AccountCountersLike | null | undefined): AccountTabEntry[] {
  const c = counters ?? {};
  const out: AccountTabEntry[] = [];
  for (const tab of ACCOUNT_TABS) {
    const key = COUNTER[tab];
    const count = key ? (c[key] ?? 0) : undefined;
    const shown = ALWAYS.has(tab) || (tab === 'vouchers' ? (c.vouchers ?? 0) >= 1 || (c.available_vouchers ?? 0) >= 1 : (count ?? 0) >= 1);
    if (shown) out.push(count === undefined ? { tab } : { tab, count });
  }
  return out;
}

/** Lowercased with all whitespace removed, the comparison form of delete confirmations. */
export function confirmationKey(s: string | null | undefined): string {
  return (s ?? '').toLowerCase().replace(/\s+/g, '');
}

/** Account deletion: the typed text must match the full name (001 §5). */
export function accountDeletionConfirmed(input: string, fullname: string): boolean {
  return confirmationKey(fullname) !== '' && confirmationKey(input) === confirmationKey(fullname);
}

/** Participant deletion: the typed text must match the first name. */
export function participantDeletionConfirmed(input: string, firstname: string): boolean {
  return confirmationKey(firstname) !== '' && confirmationKey(input) === confirmationKey(firstname);
}

/** Which payment buttons a registration, bundle... shows (001 §6). */
export function paymentButtons(args: { signedIn: boolean; onlinePayments?: boolean | null; walletAmount?: number | null }): {
  online: boolean;
  wallet: boolean;
} {
  return {
    online: args.signedIn && args.onlinePayments !== false,
    wallet: args.signedIn && (args.walletAmount ?? 0) > 0,
  };
}

/**
 * The tab bar's scroll indicators (001 §2, §9): one side shows when more than the threshold (24 px) of tabs is hidden
 * past it.
 */
export function tabScrollIndicators(
  box: { scrollLeft: number; scrollWidth: number; clientWidth: number },
  threshold: number = THRESHOLDS.tabScrollIndicatorPx,
): { previous: boolean; next: boolean } {
  const hiddenAfter = box.scrollWidth - box.clientWidth - box.scrollLeft;
  return { previous: box.scrollLeft > threshold, next: hiddenAfter > threshold };
}

/**
 * Where the tab strip scrolls to show the current tab: unchanged while the tab is clear of the chevrons' width on both
 * sides, else the tab centred (a tab at an edge would sit under its chevron). Null: leave the strip as it is.
 */
export function tabScrollTarget(
  strip: { scrollLeft: number; scrollWidth: number; clientWidth: number },
  tab: { offsetLeft: number; offsetWidth: number },
  edge: number,
): number | null {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start >= strip.scrollLeft + edge && end <= strip.scrollLeft + strip.clientWidth - edge) return null;
  const centred = start - (strip.clientWidth - tab.offsetWidth) / 2;
  return Math.round(Math.max(0, Math.min(strip.scrollWidth - strip.clientWidth, centred)));
}
