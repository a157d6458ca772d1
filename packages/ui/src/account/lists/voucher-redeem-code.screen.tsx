import { useId, useState, type FormEvent } from 'react';
import { canRedeemVoucher, normaliseError, redeemNeedsParticipant, voucherConfirmationState, type OwnedVoucher, accountKeys } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useQuery } from '../../context/use-query';
import { useSignalValue } from '../../context/use-signal';
import { SubmitButton } from '../../forms/submit-button';
import { ErrorState, Skeleton } from '../../primitives/states';
import { useAccount } from '../account-context';
import { accountErrorMessage, accountFieldError } from '../account-errors';
import { AccountLink } from '../account-link';
import { AccountScreen } from '../account-screen';
import { voucherTitle } from './lists.logic';
import { Field, useAccountCalls, useListFormat, useNow } from './list-parts';
import { useVoucherValue } from './vouchers.screen';
import { FieldError } from '../../forms/field-error';

/**
 * /account/vouchers/redeem/{code} (001 §4, §7): the voucher behind the code and whether it can be redeemed
 * (redeemed, expired, unpaid, later overriding earlier; else valid). Only a valid one may be submitted; a pass for
 * one participant asks which. A code that matches nothing says so and leads back to the code form, code kept.
 */
export function VoucherRedeemCodeScreen({ code }: { code: string }) {
  const { t } = useRuntime();
  const { at } = useAccount();
  const calls = useAccountCalls();
  const q = useQuery(accountKeys.voucherToRedeem(code), (signal) => calls(signal).getVoucherToRedeem(code));
  const back = { to: { view: 'vouchers' }, label: at('lists.vouchers.back') } as const;
  const retype = (
    <p>
      <AccountLink to={{ view: 'voucher-redeem' }} query={{ code }} className="btn btn-secondary">
        {at('lists.redeem.other_code')}
      </AccountLink>
    </p>
  );
  if (q.data) return <RedeemConfirm code={code} voucher={q.data} refetch={q.refetch} />;
  if (q.status === 'error') {
    const notFound = ['VOUCHER_NOT_FOUND', 'NOT_FOUND'].includes(normaliseError(q.error).code);
    return (
      <AccountScreen title={at('lists.redeem.title')} back={back}>
        {notFound ? (
          <p role="alert">{at('lists.redeem.not_found', { code })}</p>
        ) : (
          <ErrorState message={accountErrorMessage(at, t, q.error)} onRetry={q.refetch} />
        )}
        {retype}
      </AccountScreen>
    );
  }
  return (
    <AccountScreen title={at('lists.redeem.title')} back={back}>
      <p className="sr-only" role="status">
        {t('common.loading')}
      </p>
      <Skeleton height="8rem" />
    </AccountScreen>
  );
}

function RedeemConfirm({ code, voucher, refetch }: { code: string; voucher: OwnedVoucher; refetch: () => void }) {
  const runtime = useRuntime();
  const { t, toasts, queries, session } = runtime;
  const { at, nav } = useAccount();
  const calls = useAccountCalls();
  const id = useId();
  const { date } = useListFormat();
  const value = useVoucherValue();
  const participants = useSignalValue(session.state).data?.participants ?? [];
  const state = voucherConfirmationState(voucher, useNow());
  const valid = canRedeemVoucher(state);
  const needsParticipant = redeemNeedsParticipant(voucher);
  const [participant, setParticipant] = useState(() => (participants.length === 1 ? String(participants[0]!.id) : ''));
  const [participantError, setParticipantError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || busy) return;
    if (needsParticipant && !participant) {
      setParticipantError(accountFieldError(at, t, 'required'));
      document.getElementById(`${id}-participant`)?.focus();
      return;
    }
    setParticipantError(undefined);
    setBusy(true);
    try {
      await calls().redeemVoucher({ code, ...(needsParticipant ? { participant_id: Number(participant) } : {}) });
      toasts.success(at('lists.redeem.success'));
      nav.go({ view: 'vouchers' });
      await Promise.all([queries.invalidate(accountKeys.all), session.refresh()]);
    } catch (error) {
      const n = normaliseError(error);
      if (n.fields?.participant_id) setParticipantError(accountFieldError(at, t, n.fields.participant_id));
      else toasts.error(accountErrorMessage(at, t, error));
      // redeemed, expired or unpaid meanwhile: show the voucher as it is now
      if (['VOUCHER_REDEEMED', 'VOUCHER_EXPIRED', 'VOUCHER_UNPAID'].includes(n.code)) refetch();
      setBusy(false);
    }
  }

  return (
    <AccountScreen title={voucherTitle(voucher)} back={{ to: { view: 'vouchers' }, label: at('lists.vouchers.back') }}>
      <dl className="o-account-data">
        <Field term={at('lists.vouchers.code')}>
          <code className="o-voucher-code">{voucher.code}</code>
        </Field>
        <Field term={at('lists.vouchers.value')}>{value(voucher)}</Field>
        <Field term={at('lists.fields.expires_at')}>{voucher.expires_at && date(voucher.expires_at)}</Field>
      </dl>
      <p className={valid ? 'o-form-success' : 'state-error'} role="status" data-state={state}>
        {at(`lists.redeem.states.${state}`)}
        {valid && ' '}
        {valid &&
          (voucher.amount != null
            ? at('lists.redeem.gives_amount', { amount: value(voucher) })
            : voucher.bundle
              ? at('lists.redeem.gives_bundle', { title: voucher.bundle.title })
              : '')}
      </p>
      <form className="o-form" noValidate onSubmit={(e) => void submit(e)} aria-label={at('lists.redeem.title')}>
        {valid && needsParticipant && (
          <div className="field">
            <label htmlFor={`${id}-participant`}>{at('lists.redeem.participant')}</label>
            <select
              id={`${id}-participant`}
              value={participant}
              aria-required="true"
              aria-invalid={participantError ? true : undefined}
              aria-describedby={[`${id}-participant-hint`, participantError && `${id}-participant-err`].filter(Boolean).join(' ')}
              onChange={(e) => {
                setParticipant((e.target as HTMLSelectElement).value);
                setParticipantError(undefined);
              }}
            >
              <option value="">{at('lists.redeem.participant_choose')}</option>
              {participants.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.fullname}
                </option>
              ))}
            </select>
            <p id={`${id}-participant-hint`} className="field-hint">
              {at('lists.redeem.participant_hint')}
            </p>
            <FieldError id={`${id}-participant-err`} text={participantError} />
          </div>
        )}
        {valid && needsParticipant && participants.length === 0 && (
          <p>
            <AccountLink to={{ view: 'participant-create' }}>{at('lists.redeem.add_participant')}</AccountLink>
          </p>
        )}
        <SubmitButton busy={busy} disabled={!valid}>
          {at('lists.redeem.submit')}
        </SubmitButton>
      </form>
      <p>
        <AccountLink to={{ view: 'voucher-redeem' }}>{at('lists.redeem.other_code')}</AccountLink>
      </p>
    </AccountScreen>
  );
}

// the lists chunk loads this screen with `lazy` (its default export)
export default VoucherRedeemCodeScreen;
