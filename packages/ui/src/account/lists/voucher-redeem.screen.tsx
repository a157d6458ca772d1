import { useId, useState, type FormEvent } from 'react';
import { useRuntime } from '../../context/runtime';
import { SubmitButton } from '../../forms/submit-button';
import { TextField } from '../../forms/text-field';
import { useAccount } from '../account-context';
import { accountFieldError } from '../account-errors';
import { AccountScreen } from '../account-screen';
import { redeemCode } from './lists.logic';

/**
 * /account/vouchers/redeem (001 §2, §5): the code written on a voucher (at least 1 character once trimmed), then
 * its confirmation at vouchers/redeem/{code}. A `code` in the query fills the field again (back from a code that
 * matched nothing), so what was typed is kept.
 */
export function VoucherRedeemScreen() {
  const { t } = useRuntime();
  const { at, nav } = useAccount();
  const id = useId();
  const [code, setCode] = useState(() => nav.query.get('code') ?? '');
  const [error, setError] = useState<string | undefined>();

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = redeemCode(code);
    if ('error' in result) {
      setError(accountFieldError(at, t, result.error));
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setError(undefined);
    nav.go({ view: 'voucher-redeem-code', code: result.code });
  }

  return (
    <AccountScreen title={at('lists.redeem.title')} back={{ to: { view: 'vouchers' }, label: at('lists.vouchers.back') }}>
      <p>{at('lists.redeem.intro')}</p>
      <form className="o-form" noValidate onSubmit={submit} aria-label={at('lists.redeem.title')}>
        <TextField id={`${id}-code`} name="code" label={at('lists.redeem.code')} value={code} onValue={setCode} error={error} required autoComplete="off" />
        <SubmitButton busy={false}>{at('lists.redeem.continue')}</SubmitButton>
      </form>
    </AccountScreen>
  );
}

// the lists chunk loads this screen with `lazy` (its default export)
export default VoucherRedeemScreen;
