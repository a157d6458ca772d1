import { accountTabView, visibleAccountTabs } from '@oriel/core';
import { errorMessage } from '../../context/errors';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { useAT } from '../account-context';
import { useAccountFormat } from '../account-format';
import { AccountLink } from '../account-link';
import { AccountScreen, useSectionHeading } from '../account-screen';

/** /account/home (001 §2): the greeting, what the account holds (a link per non-empty tab), the wallet, logout. */
export function HomeScreen() {
  const runtime = useRuntime();
  const { t, session, toasts } = runtime;
  const at = useAT();
  const { money } = useAccountFormat();
  const H = useSectionHeading();
  const data = useSignalValue(session.state).data;
  if (!data) return null;
  const { customer, counters, wallet } = data;
  const entries = visibleAccountTabs(counters).filter((e) => e.tab !== 'home' && e.tab !== 'profile');

  // 001 §4: logout posts, refreshes the data, then a success toast
  async function logout() {
    try {
      await session.logout();
      toasts.success(t('auth.logout.success'));
    } catch (error) {
      toasts.error(errorMessage(t, error));
    }
    runtime.emit(null, 'logout', {});
  }

  return (
    <AccountScreen title={at('home.greeting', { firstname: customer.firstname })}>
      <p className="o-muted">{at('home.signed_in_as', { email: customer.email })}</p>
      <section className="o-account-wallet" aria-labelledby="o-account-wallet">
        <H id="o-account-wallet">{at('home.wallet.title')}</H>
        <p className="o-account-wallet-amount">{money(wallet.amount)}</p>
        <p className="o-muted">{at('home.wallet.help')}</p>
      </section>
      <section aria-labelledby="o-account-summary">
        <H id="o-account-summary">{at('home.summary')}</H>
        <ul className="o-account-summary">
          {entries.map(({ tab, count }) => (
            <li key={tab}>
              <AccountLink to={accountTabView(tab)} className="o-account-summary-link">
                <span className="o-account-summary-count">{count ?? 0}</span>
                <span>{at(`tabs.${tab}`)}</span>
              </AccountLink>
            </li>
          ))}
        </ul>
      </section>
      <p className="o-account-actions">
        <AccountLink to={{ view: 'voucher-redeem' }} className="btn btn-secondary">
          {at('home.redeem')}
        </AccountLink>
        <button type="button" className="btn btn-secondary" onClick={() => void logout()}>
          {t('auth.logout.button')}
        </button>
      </p>
    </AccountScreen>
  );
}
