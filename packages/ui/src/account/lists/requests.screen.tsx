import { requestPaymentBadge, requestStatusBadge, sortDatesByStart, type RegistrationRequest } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountBadges } from '../account-badges';
import { AccountList } from '../account-list';
import { AccountScreen } from '../account-screen';
import { requestShowsPayment, requestTitle } from './lists.logic';
import { ListRow, RowFacts, useAccountCalls, useListFormat } from './list-parts';

/** A request's status and payment badges (001 §4), side by side. */
export function RequestBadges({ request }: { request: RegistrationRequest }) {
  return (
    <span className="o-badges">
      <AccountBadges prefix="badges.request_status" badges={[requestStatusBadge(request.status)]} />
      <AccountBadges badges={[requestShowsPayment(request) ? requestPaymentBadge(request) : null]} />
    </span>
  );
}

/** /account/registrations-requests (001 §2): each request with its activity, participant, first session and badges. */
export function RequestsScreen() {
  const at = useAT();
  const calls = useAccountCalls();
  const { range } = useListFormat();
  const title = at('lists.requests.title');
  return (
    <AccountScreen title={title}>
      <AccountList<RegistrationRequest>
        name="registrations-requests"
        label={title}
        empty={at('lists.requests.empty')}
        load={(paging, signal) => calls(signal).listAccountRegistrationRequests(paging)}
        itemKey={(r) => r.cuid}
        item={(request) => {
          const [first, ...others] = sortDatesByStart(request.availabilities);
          return (
            <ListRow
              to={{ view: 'request', cuid: request.cuid }}
              title={requestTitle(request) ?? at('lists.requests.untitled')}
              badges={<RequestBadges request={request} />}
            >
              <RowFacts
                facts={[
                  request.participant && at('lists.for', { name: request.participant.fullname }),
                  first && range(first.start_at, first.end_at),
                  others.length > 0 && at('lists.more_dates', { count: others.length }),
                ]}
              />
            </ListRow>
          );
        }}
      />
    </AccountScreen>
  );
}
