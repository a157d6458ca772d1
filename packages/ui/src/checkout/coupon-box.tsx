import * as v from 'valibot';
import { useState, type FormEvent } from 'react';
import { cartApi, couponFormSchema, formatMoney, isCouponSubmitDisabled, type Cart } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { errorMessage } from '../context/errors';
import { Spinner } from '../primitives/states';
import { softDisabled } from '../forms/submit-button';
import { FieldError } from '../forms/field-error';

/**
 * The coupon box (000 §4, §5): a code and Apply (disabled while empty); once attached, its label and
 * discount with a remove button. Both actions revalidate the cart; failures toast forms.errors.{code}.
 */
export function CouponBox({ cart, discount, onChanged }: { cart: Cart; discount: number; onChanged: () => Promise<void> }) {
  const { t, lang, currency, toasts } = useRuntime();
  const api = useApi(cartApi);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  /** why the code was refused: on the field, where it stays after the toast has gone (WCAG 3.3.1) */
  const [refusal, setRefusal] = useState<string | null>(null);
  const coupon = cart.coupon;

  async function run(action: () => Promise<unknown>, after?: () => void, onRefused?: (message: string) => void) {
    setBusy(true);
    // 000 §4: a loading toast, replaced in place by the outcome
    const pending = toasts.loading(t('common.loading'));
    try {
      await action();
      after?.();
      await onChanged();
      toasts.update(pending, 'success', t('cart.messages.updated'));
    } catch (error) {
      const message = errorMessage(t, error);
      onRefused?.(message);
      toasts.update(pending, 'error', message);
    } finally {
      setBusy(false);
    }
  }

  function attach(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(couponFormSchema, { coupon: code });
    if (!parsed.success) return;
    setRefusal(null);
    void run(
      () => api.attachCoupon({ cart_id: cart.id, coupon: parsed.output.coupon }),
      () => setCode(''),
      setRefusal,
    );
  }

  if (coupon || cart.coupon_id) {
    const label = coupon?.label ?? coupon?.title ?? '';
    // 000 §4: the coupon's own `active`; one switched off since it was attached is said, and only its removal offered
    const inactive = coupon?.active === false;
    return (
      <div className={`o-coupon o-coupon-applied${inactive ? ' is-inactive' : ''}`} aria-busy={busy}>
        {inactive ? (
          <p className="o-form-error" role="alert">
            {t('checkout.coupon.inactive', { label })}
          </p>
        ) : (
          <span>
            {t('checkout.coupon.applied', { label })}
            {discount > 0 && <strong> −{formatMoney(discount, { locale: lang, currency })}</strong>}
          </span>
        )}
        <button type="button" className="btn btn-ghost" {...softDisabled(busy, () => void run(() => api.detachCoupon(cart.id)))}>
          {busy && <Spinner />}
          {t('checkout.coupon.remove')}
        </button>
      </div>
    );
  }

  return (
    <form className="o-coupon" onSubmit={attach} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor="o-checkout-coupon">{t('checkout.coupon.label')}</label>
        <div className="o-coupon-row">
          <input
            id="o-checkout-coupon"
            type="text"
            autoComplete="off"
            placeholder={t('checkout.coupon.placeholder')}
            value={code}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? 'o-checkout-coupon-err' : undefined}
            onInput={(e) => {
              setCode((e.target as HTMLInputElement).value);
              setRefusal(null);
            }}
          />
          <button type="submit" className="btn btn-secondary" disabled={isCouponSubmitDisabled(code)} {...softDisabled(busy)}>
            {busy && <Spinner />}
            {t('checkout.coupon.apply')}
          </button>
        </div>
        <FieldError id="o-checkout-coupon-err" text={refusal} />
      </div>
    </form>
  );
}
