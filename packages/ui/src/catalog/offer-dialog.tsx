import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Dialog } from '../primitives/dialog';
import { Skeleton } from '../primitives/states';
import { useT } from '../context/runtime';

export type OfferKind = 'bundles' | 'memberships' | 'vouchers';
/** What a card can open in place. */
export type DetailKind = 'availabilities' | 'activities' | OfferKind;

interface DetailProps {
  cuid: string;
  onLogin?: () => void;
  headingLevel?: 1 | 2 | 3;
}

// The detail views and the login form load on the first open: a grid that is only browsed never pays for
// them, and the cards chunk stays within its budget (docs/design.md §5).
const DETAILS: Partial<Record<DetailKind, ComponentType<DetailProps>>> = {
  availabilities: lazy(() => import('../detail/availability-detail').then((m) => ({ default: m.AvailabilityDetail }))),
  bundles: lazy(() => import('../detail/bundle-detail').then((m) => ({ default: m.BundleDetail }))),
  memberships: lazy(() => import('../detail/membership-detail').then((m) => ({ default: m.MembershipDetail }))),
  vouchers: lazy(() => import('../detail/voucher-detail').then((m) => ({ default: m.VoucherDetail }))),
  activities: lazy(() => import('../detail/activity-detail').then((m) => ({ default: m.ActivityDetail }))),
};
const LoginForm = lazy(() => import('../auth/login-form').then((m) => ({ default: m.LoginForm })));

/** Whether a card of this kind opens in place when embedded without a link template (docs/design.md §2b). */
export const opensInPlace = (kind: DetailKind): boolean => DETAILS[kind] !== undefined;

/**
 * A card's detail in a dialog on the host page. The login prompt leads to the login form inside the same
 * dialog, then back to the detail, so the visitor never leaves the page.
 */
export function DetailDialog({ kind, cuid, title, onClose }: { kind: DetailKind; cuid: string; title: string; onClose: () => void }) {
  const t = useT();
  const [view, setView] = useState<'detail' | 'login'>('detail');
  const Detail = DETAILS[kind];
  if (!Detail) return null;
  return (
    <Dialog open onClose={onClose} title={view === 'login' ? t('auth.login.title') : title}>
      {/* the detail's own loading shape while its code arrives */}
      <Suspense
        fallback={
          <div className="o-detail" aria-busy="true">
            <span className="sr-only" role="status">
              {t('common.loading')}
            </span>
            <Skeleton height="220px" />
            <Skeleton height="4rem" />
          </div>
        }
      >
        {view === 'login' ? (
          <LoginForm onSuccess={() => setView('detail')} onCancel={() => setView('detail')} />
        ) : (
          <Detail cuid={cuid} onLogin={() => setView('login')} headingLevel={3} />
        )}
      </Suspense>
    </Dialog>
  );
}
