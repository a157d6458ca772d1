import type { ComponentType } from 'react';
import { useLazyWithMoreMessages, withMoreMessages } from '../context/more-messages';
import type { OrielRuntime } from '../context/runtime';
import { DetailDialog as DetailDialogView, type DetailProps } from '../dialogs/detail-dialog';

export type OfferKind = 'bundles' | 'memberships' | 'vouchers';
/** What a card can open in place. */
export type DetailKind = 'availabilities' | 'activities' | OfferKind;

// The detail views load on the first sign of intent (a card's pointer or focus: preloadDetail), else on the open:
// a grid that is only browsed never pays for them, and the cards chunk stays within its budget (docs/design.md §5).
// The browser imports a module once, so the open's import finds the one the intent started. A detail's words are in the
// catalogue's second part, which comes with its code.
type DetailModule = Promise<{ default: ComponentType<DetailProps> }>;
/** each kind's detail module (exported for the tests that watch the intent fetch it) */
export const DETAIL_LOADERS: Record<DetailKind, () => DetailModule> = {
  availabilities: () => import('../detail/availability-detail').then((m) => ({ default: m.AvailabilityDetail })),
  bundles: () => import('../detail/bundle-detail').then((m) => ({ default: m.BundleDetail })),
  memberships: () => import('../detail/membership-detail').then((m) => ({ default: m.MembershipDetail })),
  vouchers: () => import('../detail/voucher-detail').then((m) => ({ default: m.VoucherDetail })),
  activities: () => import('../detail/activity-detail').then((m) => ({ default: m.ActivityDetail })),
};

/** Fetches a kind's detail view and its words ahead of the open; a failure is left to the open, which shows it. */
export const preloadDetail = (kind: DetailKind, runtime: Pick<OrielRuntime, 'moreMessages'>): void =>
  void withMoreMessages(runtime, DETAIL_LOADERS[kind])().catch(() => {});

/** A card's detail in a dialog on the host page, by the card's kind: every kind opens in place (docs/design.md §2b). */
export function DetailDialog(props: { kind: DetailKind; cuid: string; title: string; onClose: () => void }) {
  const Detail = useLazyWithMoreMessages(DETAIL_LOADERS[props.kind]);
  return <DetailDialogView Detail={Detail} {...props} />;
}
