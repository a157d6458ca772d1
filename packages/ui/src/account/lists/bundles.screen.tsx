import { paymentBadge, type AccountTranslator, type OwnedBundle } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { bundleShowsParticipant, bundleUsage, isExpired } from './lists.logic';
import { ListRow, RowFacts, useAccountCalls, useListFormat, useNow } from './list-parts';

export const bundleTitle = (at: AccountTranslator, b: OwnedBundle) => b.bundle?.title ?? at('lists.bundles.untitled');

/** "3 of 10 used · 7 left", or "unlimited · 3 used" when the capacity is null. */
export function usageText(at: AccountTranslator, b: OwnedBundle): string {
  const u = bundleUsage(b);
  return u.capacity === null
    ? at('lists.bundles.usage_unlimited', { used: u.used })
    : at('lists.bundles.usage', { used: u.used, capacity: u.capacity, remaining: u.remaining });
}

/** Expired (red) and payment badges of a pass. */
export function BundleBadges({ bundle }: { bundle: OwnedBundle }) {
  const expired = isExpired(bundle.expires_at, useNow());
  return (
    <span className="o-badges">
      <AccountBadges prefix="lists.badges" badges={[expired ? { code: 'expired', tone: 'red' } : null]} />
      <AccountBadges badges={[paymentBadge(bundle)]} />
    </span>
  );
}

/** /account/bundles (001 §2): each pass with its participant, places used and left, expiry and payment. */
export function BundlesScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const { date } = useListFormat();
  const now = useNow();
  const title = at('lists.bundles.title');
  return (
    <AccountScreen title={title}>
      <AccountList<OwnedBundle>
        name="bundles"
        label={title}
        empty={at('lists.bundles.empty')}
        load={(paging, signal) => calls(signal).listAccountBundles(paging)}
        itemKey={(b) => b.cuid}
        item={(bundle) => (
          <ListRow to={{ view: 'bundle', cuid: bundle.cuid }} title={bundleTitle(at, bundle)} badges={<BundleBadges bundle={bundle} />}>
            <RowFacts
              facts={[
                bundleShowsParticipant(bundle) && at('lists.for', { name: bundle.participant!.fullname }),
                usageText(at, bundle),
                bundle.expires_at &&
                  (isExpired(bundle.expires_at, now)
                    ? at('lists.expired_on', { date: date(bundle.expires_at) })
                    : at('lists.valid_until', { date: date(bundle.expires_at) })),
              ]}
            />
          </ListRow>
        )}
      />
    </AccountScreen>
  );
}
