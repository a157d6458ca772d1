import { useState, type FormEvent } from 'react';
import { cartApi, checkoutOutcome, checkoutTermsError, normaliseError, type Cart, type PaymentStrategy, checkoutKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { errorMessage } from '../context/errors';
import { Spinner } from '../primitives/states';
import type { CheckoutPlan } from './checkout.logic';
import { FieldError } from '../forms/field-error';
import { ErrorSummary, useErrorSummary } from '../forms/error-summary';
import { requiredClass } from '../forms/field-label';
import { softDisabled } from '../forms/submit-button';
import { TermsLink } from '../forms/terms-link';

export interface CheckoutFormProps {
  cart: Cart;
  plan: CheckoutPlan;
  /** the page the payment provider comes back to */
  returnUrl: string;
  onSuccess(cartCuid: string): void;
  redirect(url: string): void;
  level: 2 | 3;
}

/**
 * Payment strategy, terms, submit (000 §4, §5). The selector shows only with a real choice; WALLET (the
 * wallet covers everything) is sent as DELAYED by the API client. Online payment leaves for the provider;
 * anything else is confirmed at once and goes to the success view.
 */
export function CheckoutForm({ cart, plan, returnUrl, onSuccess, redirect, level }: CheckoutFormProps) {
  const runtime = useRuntime();
  const { t, toasts } = runtime;
  const api = useApi(cartApi);
  const [picked, setPicked] = useState<PaymentStrategy | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const form = summary.formRef;
  // a choice that the cart no longer offers (coupon, wallet) falls back to the default
  const strategy = picked && plan.methods.includes(picked) ? picked : plan.defaultStrategy;
  const H = level === 2 ? 'h2' : 'h3';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const error = checkoutTermsError(terms);
    if (error) {
      setTermsError(error);
      summary.report();
      return;
    }
    setTermsError(null);
    setBusy(true);
    runtime.emit(form.current, 'checkout-start', { cart: cart.cuid, payment_strategy: strategy });
    try {
      const answer = await api.checkout({ cart_id: cart.id, payment_strategy: strategy, terms: true, return_url: returnUrl });
      const outcome = checkoutOutcome(answer);
      if (outcome.kind === 'redirect') {
        toasts.success(t('checkout.messages.online_payment'));
        redirect(outcome.url);
        return;
      }
      // the wallet was debited and the open cart is gone: both views must read the server again, and the session
      // (its wallet and the account's counters, which show the tabs of what was just ordered)
      void runtime.queries.invalidate(checkoutKeys.all);
      void runtime.session.refresh();
      await runtime.cart.refresh();
      toasts.success(t('checkout.messages.delayed_payment'));
      onSuccess(answer.cart?.cuid ?? cart.cuid);
    } catch (failure) {
      if (normaliseError(failure).fields.terms) {
        setTermsError('form.messages.errors.terms');
        summary.report();
      }
      toasts.error(errorMessage(t, failure));
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="o-form o-checkout-form" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorSummary control={summary} id="o-checkout-errors" />
      {plan.showSelector ? (
        <fieldset className="field">
          <legend>
            <H className="o-legend-heading">{t('checkout.payment.title')}</H>
          </legend>
          {plan.methods.map((method) => (
            <label key={method} className="check">
              <input type="radio" name="payment_strategy" value={method} checked={strategy === method} onChange={() => setPicked(method)} />
              <span>{t(`checkout.payment.${method}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : plan.noMethod ? (
        <p role="status">{t('checkout.payment.none')}</p>
      ) : (
        plan.total > 0 && <p className="o-muted">{t(`checkout.payment.${strategy}`)}</p>
      )}
      <div className="field">
        <label className={`check ${requiredClass(true)}`}>
          <input
            id="o-checkout-terms"
            type="checkbox"
            aria-required="true"
            checked={terms}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'o-checkout-terms-err' : undefined}
            onChange={(e) => {
              setTerms((e.target as HTMLInputElement).checked);
              setTermsError(null);
            }}
          />
          <span>{t('checkout.terms')}</span>
        </label>
        <TermsLink label={t('checkout.terms_link')} />
        <FieldError id="o-checkout-terms-err" text={termsError && t('form.messages.errors.terms')} />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={plan.noMethod} {...softDisabled(busy)}>
        {busy && <Spinner />}
        {busy ? t('checkout.submitting') : t('checkout.submit')}
      </button>
    </form>
  );
}
