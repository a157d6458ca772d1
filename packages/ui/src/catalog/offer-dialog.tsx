import { lazy, type ComponentType } from 'react';
import { DetailDialog as DetailDialogView, type DetailProps } from '../dialogs/detail-dialog';

export type OfferKind = 'bundles' | 'memberships' | 'vouchers';
/** What a card can open in place. */
export type DetailKind = 'availabilities' | 'activities' | OfferKind;

// The detail views and the login form load on the first open: a grid that is only browsed never pays for
// them, and the cards chunk stays within its budget (docs/design.md §5).
const DETAILS: Record<DetailKind, ComponentType<DetailProps>> = {
  availabilities: lazy(() => import('../detail/availability-detail').then((m) => ({ default: m.AvailabilityDetail }))),
  bundles: lazy(() => import('../detail/bundle-detail').then((m) => ({ default: m.BundleDetail }))),
  memberships: lazy(() => import('../detail/membership-detail').then((m) => ({ default: m.MembershipDetail }))),
  vouchers: lazy(() => import('../detail/voucher-detail').then((m) => ({ default: m.VoucherDetail }))),
  activities: lazy(() => import('../detail/activity-detail').then((m) => ({ default: m.ActivityDetail }))),
};

/** A card's detail in a dialog on the host page, by the card's kind: every kind opens in place (docs/design.md §2b). */
export const DetailDialog = (props: { kind: DetailKind; cuid: string; title: string; onClose: () => void }) => (
  <DetailDialogView Detail={DETAILS[props.kind]} {...props} />
);
