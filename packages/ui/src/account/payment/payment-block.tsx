import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  accountApi,
  currencyDecimals,
  currencySymbol,
  fromMinor,
  normaliseError,
  paymentButtons,
  toMinor,
  type AccountView,
  type PaymentDestination,
  accountKeys,
} from '@oriel/core';
import { navigateTop } from '../../checkout/checkout.logic';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { useSignalValue } from '../../context/use-signal';
import { TextField } from '../../forms/text-field';
import { Spinner } from '../../primitives/states';
import { useAccount } from '../account-context';
import { accountErrorMessage, accountFieldError } from '../account-errors';
import { useAccountFormat } from '../account-format';
import { useSectionHeading } from '../account-screen';
import { softDisabled } from '../../forms/submit-button';

/** An amount as the reader types it: '15,50' in French, '15.50' in English (toMinor reads both); the currency's decimals. */
function amountText(minor: number, lang: string, currency: string | null | undefined): string {
  const text = fromMinor(minor, currency ?? undefined).toFixed(currencyDecimals(currency ?? undefined));
  return lang === 'fr' ? text.replace('.', ',') : text;
}

export interface PaymentBlockProps {
  /** what is paid: exactly one owned entity's id (registration_id, bundle_id...) */
  destination: PaymentDestination;
  total: number;
  paid: number;
  /** shown when above 0 (001 §2 registration detail) */
  deposit?: number | null | undefined;
  /** the entity's reference, sent with an online payment and shown for bank transfers */
  reference?: string | null | undefined;
  /** the screen the provider comes back to (this one) */
  returnTo: AccountView;
}

/**
 * What is owed and how to pay it (001 §6, §7): online (whole window to the provider, back here with the result) and
 * from the wallet (an amount in minor units; above the balance, the error shows under the field). The online button
 * hides when the organiser takes no online payments, the wallet one when the wallet is empty.
 */
export function PaymentBlock({ destination, total, paid, deposit, reference, returnTo }: PaymentBlockProps) {
  const runtime = useRuntime();
  const { t, toasts, queries, session } = runtime;
  const { at, nav } = useAccount();
  const api = useApi(accountApi);
  const { money } = useAccountFormat();
  const H = useSectionHeading();
  const id = useId();
  const data = useSignalValue(session.state).data;
  const due = Math.max(0, total - paid);
  const wallet = data?.wallet.amount ?? 0;
  const buttons = paymentButtons({ signedIn: !!data, onlinePayments: data?.payment_methods.online, walletAmount: wallet });
  const [busy, setBusy] = useState<'online' | 'wallet' | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const [amount, setAmount] = useState(() => amountText(Math.min(wallet, due), runtime.lang, runtime.currency));
  const [amountError, setAmountError] = useState<string | undefined>();
  const walletForm = useRef<HTMLFormElement>(null);
  const walletButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The button that opens the wallet form gives way to the form (and back): the focus follows, or keyboard users
  // would be left on nothing.
  useEffect(() => {
    if (walletOpen) walletForm.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (wasOpen.current) walletButton.current?.focus();
    wasOpen.current = walletOpen;
  }, [walletOpen]);

  function openWallet() {
    // what is owed may have changed since the last opening (a payment in between)
    setAmount(amountText(Math.min(wallet, due), runtime.lang, runtime.currency));
    setAmountError(undefined);
    setWalletOpen(true);
  }

  async function payOnline() {
    if (!data) return;
    setBusy('online');
    try {
      const { checkout_url } = await api.checkoutTransaction({
        customer_id: data.customer.id,
        reference: reference ?? null,
        destination,
        return_url: nav.absoluteHref(returnTo),
      });
      toasts.success(t('checkout.messages.online_payment'));
      navigateTop(checkout_url);
    } catch (error) {
      toasts.error(accountErrorMessage(at, t, error));
      setBusy(null);
    }
  }

  async function payFromWallet(e: FormEvent) {
    e.preventDefault();
    const minor = toMinor(amount, runtime.currency ?? undefined);
    if (minor === null || minor <= 0 || !Number.isInteger(minor)) return setAmountError(accountFieldError(at, t, 'invalid'));
    if (minor > wallet) return setAmountError(accountFieldError(at, t, 'insufficient_wallet_amount'));
    if (minor > due) return setAmountError(at('errors.AMOUNT_TOO_HIGH'));
    setAmountError(undefined);
    setBusy('wallet');
    try {
      await api.payWithWallet({ amount: minor, destination });
      toasts.success(at('payment.wallet.success'));
      setWalletOpen(false);
      await Promise.all([queries.invalidate(accountKeys.all), session.refresh()]);
    } catch (error) {
      const { code, fields } = normaliseError(error);
      // 001 §8: INSUFFICIENT_WALLET_AMOUNT is shown under the amount field, other failures as a toast. A field code
      // without its own text (amount_too_high) reads as its error's (AMOUNT_TOO_HIGH), not as "invalid".
      if (fields.amount) setAmountError(at.lookup(`errors.${fields.amount}`) ?? at.lookup(`errors.${code}`) ?? accountFieldError(at, t, fields.amount));
      else toasts.error(accountErrorMessage(at, t, error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="o-account-payment" aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{at('payment.title')}</H>
      <dl className="o-account-data">
        <dt>{at('payment.total')}</dt>
        <dd>{money(total)}</dd>
        {deposit != null && deposit > 0 && (
          <>
            <dt>{at('payment.deposit')}</dt>
            <dd>{money(deposit)}</dd>
          </>
        )}
        <dt>{at('payment.paid')}</dt>
        <dd>{money(paid)}</dd>
        {due > 0 && (
          <>
            <dt>{at('payment.due')}</dt>
            <dd className="o-account-due">{money(due)}</dd>
          </>
        )}
        {due > 0 && reference && (
          <>
            <dt>{at('payment.reference')}</dt>
            <dd>{reference}</dd>
          </>
        )}
        {due > 0 && data?.payment_methods.bank_transfers && data.payment_methods.bank_account && (
          <>
            <dt>{at('payment.bank_account')}</dt>
            <dd>{data.payment_methods.bank_account}</dd>
          </>
        )}
      </dl>
      {due > 0 && (buttons.online || buttons.wallet) && (
        <div className="o-account-actions">
          {buttons.online && (
            <button type="button" className="btn btn-primary" {...softDisabled(busy !== null, () => void payOnline())}>
              {busy === 'online' && <Spinner />}
              {at('payment.online', { amount: money(due) })}
            </button>
          )}
          {buttons.wallet && !walletOpen && (
            <button ref={walletButton} type="button" className="btn btn-secondary" aria-expanded={false} {...softDisabled(busy !== null, openWallet)}>
              {at('payment.wallet.open', { amount: money(wallet) })}
            </button>
          )}
        </div>
      )}
      {due > 0 && buttons.wallet && walletOpen && (
        <form ref={walletForm} className="o-form o-account-wallet-form" noValidate onSubmit={(e) => void payFromWallet(e)}>
          <TextField
            id={`${id}-amount`}
            label={at('payment.wallet.amount', { currency: currencySymbol(runtime.currency, runtime.lang) })}
            hint={at('payment.wallet.hint', { wallet: money(wallet), due: money(due) })}
            value={amount}
            onValue={setAmount}
            error={amountError}
            inputMode="decimal"
            required
          />
          <div className="o-account-actions">
            <button type="submit" className="btn btn-primary" {...softDisabled(busy !== null)}>
              {busy === 'wallet' && <Spinner />}
              {at('payment.wallet.submit')}
            </button>
            <button type="button" className="btn btn-ghost" {...softDisabled(busy !== null, () => setWalletOpen(false))}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
