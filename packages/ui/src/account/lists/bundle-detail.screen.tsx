import type { OwnedBundle } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountScreen } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { BundleBadges, bundleTitle, usageText } from './bundles.screen';
import { bundleShowsParticipant, bundleUsage, isExpired } from './lists.logic';
import { DetailScreen, Field, Images, useListFormat, useNow } from './list-parts';

/** /account/bundles/{cuid}: the pass, whom it is for, its places (used, left; unlimited), expiry and payment. */
export function BundleScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<OwnedBundle> cuid={cuid} kind="bundle" list="bundles" load={(calls, id) => calls.getAccountBundle(id)}>
      {(bundle) => <BundleDetail bundle={bundle} />}
    </DetailScreen>
  );
}

function BundleDetail({ bundle }: { bundle: OwnedBundle }) {
  const at = useAT();
  const { date, dateTime } = useListFormat();
  const now = useNow();
  const usage = bundleUsage(bundle);
  const expired = isExpired(bundle.expires_at, now);
  return (
    <AccountScreen title={bundleTitle(at, bundle)} back={{ to: { view: 'bundles' }, label: at('lists.bundles.back') }} aside={<BundleBadges bundle={bundle} />}>
      <Images images={bundle.bundle?.images ?? []} label={at('lists.images')} />
      <p>{usageText(at, bundle)}</p>
      <dl className="o-account-data">
        <Field term={at('lists.fields.participant')}>{bundleShowsParticipant(bundle) && bundle.participant?.fullname}</Field>
        <Field term={at('lists.bundles.capacity')}>{usage.capacity === null ? at('lists.bundles.unlimited') : String(usage.capacity)}</Field>
        <Field term={at('lists.bundles.used')}>{String(usage.used)}</Field>
        <Field term={at('lists.bundles.remaining')}>{usage.remaining === null ? at('lists.bundles.unlimited') : String(usage.remaining)}</Field>
        <Field term={expired ? at('lists.fields.expired_at') : at('lists.fields.expires_at')}>
          {bundle.expires_at ? date(bundle.expires_at) : at('lists.no_expiry')}
        </Field>
        <Field term={at('lists.fields.bought_at')}>{bundle.created_at && dateTime(bundle.created_at)}</Field>
      </dl>
      {bundle.total_amount > bundle.paid_amount && bundle.id != null && (
        <PaymentBlock
          destination={{ bundle_id: bundle.id }}
          total={bundle.total_amount}
          paid={bundle.paid_amount}
          returnTo={{ view: 'bundle', cuid: bundle.cuid }}
        />
      )}
    </AccountScreen>
  );
}
