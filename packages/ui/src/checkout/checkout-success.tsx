import { useEffect, useRef } from 'react';
import { accountApi, buildHref, formatMoney, normaliseError, type CartPayment, accountKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useSignalValue } from '../context/use-signal';
import { errorMessage } from '../context/errors';
import { EmptyState, ErrorState, Skeleton } from '../primitives/states';
import { SiteLink } from '../layout/site-link';
import { CheckoutItemRow } from './checkout-item';
import { groupConfirmedItems } from './checkout.logic';

export interface CheckoutSuccessProps {
  cartCuid: string;
  /** the provider came back with payment=failed */
  failed?: boolean;
  /** why the payment was refused before any money was taken (the provider's `reason`, an API error code in lower case) */
  reason?: string | null;
  /** back to the checkout (failed payment) */
  onBack(): void;
  headingLevel?: 1 | 2;
}

/**
 * /checkout/{cart}/success (000 §2): the confirmed cart's items by kind, its reference and, for a bank
 * transfer, the structured communication with the amount and the organiser's account. A failed online
 * payment shows why nothing happened and leads back to the checkout (the cart is still open).
 */
export function CheckoutSuccess({ cartCuid, failed = false, reason = null, onBack, headingLevel = 2 }: CheckoutSuccessProps) {
  const H = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useRuntime();
  const refusal = refusalMessage(t, reason);
  if (failed)
    return (
      <section className="o-checkout o-checkout-failed" aria-labelledby="o-checkout-failed">
        <H id="o-checkout-failed">{t('checkout.success.failed.title')}</H>
        <p role="alert">{refusal ?? t('checkout.success.failed.subtitle')}</p>
        <button type="button" className="btn btn-primary" onClick={onBack}>
          {t('checkout.success.failed.back')}
        </button>
      </section>
    );
  return <ConfirmedCart cartCuid={cartCuid} level={headingLevel} />;
}

/** The refusals the API decides before money is taken: places gone after a hold expired, a coupon no longer usable. */
const REFUSALS = ['PLACES_UNAVAILABLE', 'COUPON_USED_UP', 'COUPON_EXPIRED', 'COUPON_INACTIVE'] as const;

function refusalMessage(t: ReturnType<typeof useRuntime>['t'], reason: string | null): string | null {
  const code = REFUSALS.find((c) => c === reason?.toUpperCase());
  return code ? `${t(`forms.errors.${code}`)} ${t('checkout.success.failed.nothing_taken')}` : null;
}

function ConfirmedCart({ cartCuid, level }: { cartCuid: string; level: 1 | 2 }) {
  const runtime = useRuntime();
  const { t, lang, currency } = runtime;
  const account = useApi(accountApi);
  const session = useSignalValue(runtime.session.state);
  const signedIn = session.status === 'authenticated';
  const q = useQuery(accountKeys.cart(cartCuid), () => account.getAccountCart(cartCuid), { enabled: signedIn });
  const root = useRef<HTMLElement>(null);
  const announced = useRef<string | null>(null);
  const H = level === 1 ? 'h1' : 'h2';
  const H2 = level === 1 ? 'h2' : 'h3';
  const cart = q.data;

  useEffect(() => {
    if (!cart || announced.current === cart.cuid) return;
    announced.current = cart.cuid;
    runtime.emit(root.current, 'checkout-complete', { cart: cart.cuid, reference: cart.reference ?? null });
  }, [cart, runtime]);

  if (session.status === 'anonymous') return <EmptyState title={t('checkout.login.title')} />;
  if (q.status === 'error' && !cart) {
    const notFound = normaliseError(q.error).code === 'NOT_FOUND';
    return <ErrorState message={errorMessage(t, q.error)} onRetry={notFound ? undefined : () => q.refetch()} />;
  }
  if (!cart) return <Skeleton height="16rem" />;

  const groups = groupConfirmedItems(cart.items);
  const bankAccount = session.data?.payment_methods.bank_account;
  return (
    <section ref={root} className="o-checkout o-checkout-success" aria-labelledby="o-checkout-success">
      <H id="o-checkout-success">{t('checkout.success.title')}</H>
      <p>{t('checkout.success.subtitle')}</p>
      {cart.reference && <p className="o-muted">{t('checkout.success.reference', { reference: cart.reference })}</p>}
      <PaymentLines payments={cart.payments} level={level} />
      {cart.payment_reference && (
        <div className="o-transfer">
          <p>{t('checkout.success.transfer')}</p>
          <dl className="o-cart-total">
            {cart.to_pay_amount != null && cart.to_pay_amount > 0 && (
              <div>
                <dt>{t('checkout.success.transfer_amount')}</dt>
                <dd>{formatMoney(cart.to_pay_amount, { locale: lang, currency })}</dd>
              </div>
            )}
            {bankAccount && (
              <div>
                <dt>{t('checkout.success.bank_account')}</dt>
                <dd>{bankAccount}</dd>
              </div>
            )}
            <div>
              <dt>{t('checkout.success.payment_reference')}</dt>
              <dd className="o-payment-reference">{cart.payment_reference}</dd>
            </div>
          </dl>
        </div>
      )}
      {groups.length === 0 ? (
        <p role="status">{t('checkout.success.empty')}</p>
      ) : (
        groups.map((g) => (
          <section key={g.key} aria-labelledby={`o-success-${g.key}`}>
            <H2 id={`o-success-${g.key}`}>{t(`checkout.success.${g.key}`)}</H2>
            <ul className="o-cart-list">
              {g.items.map((item) => (
                <CheckoutItemRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ))
      )}
      <AccountLinks />
    </section>
  );
}

/** What was paid, by which method, and whether it is paid or still awaited (a bank transfer); a free order has none. */
function PaymentLines({ payments, level }: { payments: CartPayment[]; level: 1 | 2 }) {
  const { t, lang, currency } = useRuntime();
  const H2 = level === 1 ? 'h2' : 'h3';
  if (payments.length === 0) return null;
  // the wallet's word is the checkout summary's
  const method = (m: CartPayment['method']) => (m === 'WALLET' ? t('checkout.summary.wallet') : t(`checkout.success.paid.${m}`));
  return (
    <section className="o-checkout-paid" aria-labelledby="o-success-paid">
      <H2 id="o-success-paid">{t('checkout.success.paid.title')}</H2>
      <dl className="o-cart-total">
        {payments.map((p) => (
          <div key={p.method}>
            <dt>{method(p.method)}</dt>
            <dd>
              {formatMoney(p.amount, { locale: lang, currency })}{' '}
              <span className={`badge ${p.status === 'PAID' ? 'badge-green' : 'badge-yellow'}`}>{t(`checkout.success.paid.${p.status}`)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The account's registrations and order history (each order with its payments); embedded, only the links the page set. */
function AccountLinks() {
  const { t, links } = useRuntime();
  const registrations = buildHref(links, 'accountRegistrations');
  const payments = buildHref(links, 'accountCarts');
  if (!registrations && !payments) return null;
  return (
    <ul className="o-checkout-account">
      {registrations && (
        <li>
          <SiteLink href={registrations}>{t('checkout.success.account.registrations')}</SiteLink>
        </li>
      )}
      {payments && (
        <li>
          <SiteLink href={payments}>{t('checkout.success.account.payments')}</SiteLink>
        </li>
      )}
    </ul>
  );
}
