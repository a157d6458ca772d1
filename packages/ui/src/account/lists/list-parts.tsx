import { useCallback, useMemo, type ReactNode } from 'react';
import {
  accountApi,
  formatDayRange,
  formatTime,
  normaliseError,
  paymentBadge,
  type AccountView,
  type Image,
  type Instant,
  type Location,
  type QueryKey,
  accountKeys,
} from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useQuery } from '../../context/use-query';
import { useSignalValue } from '../../context/use-signal';
import { ErrorState, Skeleton } from '../../primitives/states';
import { useAccount } from '../account-context';
import { AccountBadges } from '../account-badges';
import { accountErrorMessage } from '../account-errors';
import { useAccountFormat } from '../account-format';
import { AccountLink } from '../account-link';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { locationLines, type DurationParts } from './lists.logic';

// What every list and detail of this group shares: the calls, the clock, formats, and a detail's four states.

export type AccountCalls = ReturnType<typeof accountApi>;

/** The account calls, bound to a request's abort signal when one is given. */
export function useAccountCalls(): (signal?: AbortSignal) => AccountCalls {
  const { http } = useRuntime();
  return useCallback((signal?: AbortSignal) => accountApi(signal ? http.withSignal(signal) : http), [http]);
}

/** The signed-in customer's id: vouchers bought or redeemed (001 §6), a booking's own shares. */
export function useCustomerId(): number | undefined {
  return useSignalValue(useRuntime().session.state).data?.customer.id;
}

/** The runtime's clock: expiry shown against the same "now" as the rest of the page. */
export function useNow(): number {
  return useSignalValue(useRuntime().now);
}

/** useAccountFormat plus the times, day spans and durations the tables need. */
export function useListFormat() {
  const base = useAccountFormat();
  const { lang, timezone } = useRuntime();
  const { at } = useAccount();
  return useMemo(() => {
    const fmt = { locale: lang, timeZone: timezone };
    return {
      ...base,
      time: (x: Instant) => formatTime(x, fmt),
      days: (start: Instant, end: Instant) => formatDayRange(start, end, fmt),
      /** '1 h 30 min' from durationParts (empty when unknown) */
      duration: (d: DurationParts | null) => (!d ? '' : d.hours ? at('lists.duration.hours', { ...d }) : at('lists.duration.minutes', { ...d })),
    };
  }, [base, lang, timezone, at]);
}

export interface AccountDetailProps<T> {
  /** cache identity under accountKeys.all (`accountKeys.detail('booking', cuid)`): account actions invalidate it */
  queryKey: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
  back: { to: AccountView; label: string };
  children: (item: T) => ReactNode;
}

/** A payment table's last three cells (a booking's shares, a membership's cycles): charged, paid, and its badge. */
export function PaymentCells({ amounts }: { amounts: { total_amount: number; paid_amount: number } }) {
  const { money } = useListFormat();
  return (
    <>
      <td>{money(amounts.total_amount)}</td>
      <td>{money(amounts.paid_amount)}</td>
      <td>
        <AccountBadges badges={[paymentBadge(amounts)]} />
      </td>
    </>
  );
}

/** The lists whose details open by cuid, each with its back link's text (`lists.{list}.back`). */
export type DetailList = 'carts' | 'bookings' | 'requests' | 'bundles' | 'vouchers' | 'memberships' | 'charges';

export interface DetailScreenProps<T> {
  cuid: string;
  /** the cache key's kind (`booking`: accountKeys.detail('booking', cuid)), which account actions invalidate */
  kind: string;
  list: DetailList;
  load: (calls: AccountCalls, cuid: string) => Promise<T>;
  children: (item: T) => ReactNode;
}

/** A detail screen of the group: the item by its cuid, with its list as the way back. */
export function DetailScreen<T>({ cuid, kind, list, load, children }: DetailScreenProps<T>) {
  const { at } = useAccount();
  const calls = useAccountCalls();
  return (
    <AccountDetail<T>
      queryKey={accountKeys.detail(kind, cuid)}
      load={(signal) => load(calls(signal), cuid)}
      back={{ to: { view: list }, label: at(`lists.${list}.back`) }}
    >
      {children}
    </AccountDetail>
  );
}

/** A detail screen: a skeleton while it loads, an error with retry, "not found" (another customer's, or gone), or the item. */
export function AccountDetail<T>({ queryKey, load, back, children }: AccountDetailProps<T>) {
  const { t } = useRuntime();
  const { at } = useAccount();
  const q = useQuery(queryKey, load);
  if (q.data !== undefined && q.data !== null) return <>{children(q.data)}</>;
  if (q.status === 'error') {
    const code = normaliseError(q.error).code;
    if (code === 'NOT_FOUND' || code === 'VOUCHER_NOT_FOUND')
      return (
        <AccountScreen title={at('lists.not_found.title')} back={back}>
          <p role="status">{at('lists.not_found.text')}</p>
        </AccountScreen>
      );
    return (
      <AccountScreen title={at('lists.error')} back={back}>
        <ErrorState message={accountErrorMessage(at, t, q.error)} onRetry={q.refetch} />
      </AccountScreen>
    );
  }
  return (
    <div className="o-account-screen-body" aria-busy="true">
      <p className="o-account-back">
        <AccountLink to={back.to}>{back.label}</AccountLink>
      </p>
      <p className="sr-only" role="status">
        {t('common.loading')}
      </p>
      <Skeleton height="2rem" width="60%" />
      <Skeleton height="10rem" />
      <Skeleton height="6rem" />
    </div>
  );
}

/** A row of a list: its title linking to the detail, badges beside it, then short facts. */
export function ListRow({ to, title, badges, children }: { to: AccountView; title: string; badges?: ReactNode; children?: ReactNode }) {
  const H = useSectionHeading();
  return (
    <>
      <div className="o-account-screen-head">
        <H>
          <AccountLink to={to}>{title}</AccountLink>
        </H>
        {badges}
      </div>
      {children}
    </>
  );
}

/** Short facts under a row's title, separated visually only. */
export function RowFacts({ facts }: { facts: readonly (string | null | undefined | false)[] }) {
  const shown = facts.filter((f): f is string => !!f);
  if (!shown.length) return null;
  return <p className="o-muted o-account-facts">{shown.join(' · ')}</p>;
}

/** Photos of an activity, a resource or a billing cycle: decorative unless the API gives them a text. */
export function Images({ images, label }: { images: readonly Image[]; label: string }) {
  if (!images.length) return null;
  return (
    <ul className="o-account-images" aria-label={label}>
      {images.map((img) => (
        <li key={img.public_url}>
          <img src={img.public_url} alt={img.alt ?? ''} loading="lazy" width={160} height={120} />
        </li>
      ))}
    </ul>
  );
}

/** A place's name and address, one line each. */
export function LocationText({ location }: { location: Location | null | undefined }) {
  const { name, address } = locationLines(location);
  if (!name && !address) return null;
  return (
    <>
      {name}
      {name && address && <br />}
      {address}
    </>
  );
}

/** A term and its value in a detail's data list; nothing when the value is empty. */
export function Field({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
