import { formatMoney } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import type { CheckoutPlan } from './checkout.logic';

/** 000 §9: subtotal, coupon, wallet, fees, total to pay, and the deposit when one is due. */
export function CheckoutSummary({ plan, headingId, level }: { plan: CheckoutPlan; headingId: string; level: 2 | 3 }) {
  const { t, lang, currency } = useRuntime();
  const money = (n: number) => formatMoney(n, { locale: lang, currency });
  const H = level === 2 ? 'h2' : 'h3';
  const rows: [string, string, string][] = [['subtotal', t('checkout.summary.subtotal'), money(plan.subtotal)]];
  if (plan.discount > 0) rows.push(['discount', t('checkout.summary.discount'), `−${money(plan.discount)}`]);
  if (plan.walletApplied > 0) rows.push(['wallet', t('checkout.summary.wallet'), `−${money(plan.walletApplied)}`]);
  if (plan.fees > 0) rows.push(['fees', t('checkout.summary.fees'), money(plan.fees)]);
  rows.push(['total', t('checkout.summary.total_to_pay'), money(plan.totalToPay)]);
  if (plan.showDeposit) rows.push(['deposit', t('checkout.summary.deposit'), money(plan.deposit)]);
  return (
    <section className="o-checkout-summary" aria-labelledby={headingId}>
      <H id={headingId}>{t('checkout.summary.title')}</H>
      <dl className="o-cart-total">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`o-summary-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
