import { useSignalValue } from '../../context/use-signal';
import { useRuntime } from '../../context/runtime';
import { useAT } from '../account-context';
import { AccountLink } from '../account-link';
import { AccountScreen } from '../account-screen';
import { ProfileForm } from './profile-form';

/** /account/profile: the customer's details, and the way to delete the account. */
export function ProfileScreen() {
  const at = useAT();
  const customer = useSignalValue(useRuntime().session.state).data?.customer;
  if (!customer) return null;
  return (
    <AccountScreen title={at('profile.title')}>
      <p className="o-muted">{at('profile.intro')}</p>
      <ProfileForm customer={customer} />
      <p>
        <AccountLink to={{ view: 'profile-delete' }}>{at('profile.delete_link')}</AccountLink>
      </p>
    </AccountScreen>
  );
}
