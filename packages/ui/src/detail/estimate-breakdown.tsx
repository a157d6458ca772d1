import { formatMoney } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { errorMessage } from '../context/errors';
import { Skeleton } from '../primitives/states';
import { estimateLines } from './registration-answers.logic';
import type { EstimateState } from './use-estimate';

// lines taken off the price: shown with a minus, so "Réduction … 29,00 €" is never read as a charge
const DEDUCTED = new Set(['discounts_total', 'volume_discounts_total', 'partial_registration_total_discount']);

/**
 * The estimated price and its breakdown (000 §7). Announced politely as it changes; while a new estimate is on
 * its way the previous size is kept by a skeleton so the form below does not move.
 */
export function EstimateBreakdown({ estimate }: { estimate: EstimateState }) {
  const { t, lang, currency } = useRuntime();
  if (!estimate.active) return null;
  const money = (n: number) => formatMoney(n, { locale: lang, currency });
  const body = estimate.error ? (
    <p className="field-error">{`${t('availability.estimate_error')} ${errorMessage(t, estimate.error)}`}</p>
  ) : !estimate.data || estimate.pending ? (
    <>
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton height="4.5rem" />
    </>
  ) : (
    <dl className="o-estimate-lines">
      {estimateLines(estimate.data).map((line) => (
        <div key={line.key}>
          <dt>{t(`availability.estimate_lines.${line.key}`)}</dt>
          <dd>{DEDUCTED.has(line.key) ? `−${money(line.amount)}` : money(line.amount)}</dd>
        </div>
      ))}
      <div className="o-estimate-total">
        <dt>{t('availability.estimate_lines.total')}</dt>
        <dd>{money(estimate.data.price)}</dd>
      </div>
    </dl>
  );
  return (
    <section className="o-estimate" aria-label={t('availability.estimate')} aria-live="polite" aria-busy={estimate.pending}>
      {/* the region is named by its label; a heading here would depend on where the detail is shown */}
      <p className="o-estimate-title">{t('availability.estimate')}</p>
      {body}
    </section>
  );
}
