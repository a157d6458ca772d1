import { accountApi, accountDeletionConfirmed, buildHref } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useApi } from '../../context/use-api';
import { useSignalValue } from '../../context/use-signal';
import { TypeToConfirm } from '../../forms/type-to-confirm';
import { useAT } from '../account-context';
import { accountErrorMessage } from '../account-errors';
import { AccountLink } from '../account-link';
import { AccountScreen, useSectionHeading } from '../account-screen';

/**
 * /account/profile/delete (001 §4, §5): what is lost, then typing the full name confirms; DELETE /api/session,
 * a toast, and the session ends here without another call (the token no longer exists). Where the site has a home
 * page (the shell) the visitor goes there, not to a login page that would bring them back to this screen; embedded,
 * the area shows the signed-out views by itself.
 */
export function ProfileDeleteScreen() {
  const runtime = useRuntime();
  const { t, toasts, session } = runtime;
  const at = useAT();
  const H = useSectionHeading();
  const api = useApi(accountApi);
  const customer = useSignalValue(session.state).data?.customer;
  if (!customer) return null;
  const fullname = `${customer.firstname} ${customer.lastname}`;

  async function remove() {
    try {
      await api.deleteAccount();
      toasts.success(at('profile.delete.success'));
      const home = buildHref(runtime.links, 'home');
      if (home) runtime.navigate(home);
      session.expire();
      runtime.emit(null, 'logout', {});
    } catch (error) {
      toasts.error(accountErrorMessage(at, t, error));
    }
  }

  return (
    <AccountScreen title={at('profile.delete.title')} back={{ to: { view: 'profile' }, label: at('profile.delete.back') }}>
      <p>
        <strong>{at('profile.delete.warning')}</strong>
      </p>
      <section aria-labelledby="o-profile-delete-lost">
        <H id="o-profile-delete-lost">{at('profile.delete.lost_title')}</H>
        <ul>
          <li>{at('profile.delete.lost.profile')}</li>
          <li>{at('profile.delete.lost.participants')}</li>
          <li>{at('profile.delete.lost.history')}</li>
        </ul>
      </section>
      <TypeToConfirm
        id="o-profile-delete-confirm"
        label={at('profile.delete.confirm_label')}
        hint={at('profile.delete.confirm_hint', { name: fullname })}
        matches={(typed) => accountDeletionConfirmed(typed, fullname)}
        mismatch={at('errors.confirmation')}
        submitLabel={at('profile.delete.submit')}
        onConfirm={remove}
      >
        <AccountLink to={{ view: 'profile' }} className="btn btn-secondary">
          {t('common.cancel')}
        </AccountLink>
      </TypeToConfirm>
    </AccountScreen>
  );
}
