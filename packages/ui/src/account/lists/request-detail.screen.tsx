import { sortDatesByStart, type RegistrationRequest } from '@oriel/core';
import { useAT } from '../account-context';
import { AccountScreen, useSectionHeading } from '../account-screen';
import { PaymentBlock } from '../payment/payment-block';
import { RequestCancel } from './request-cancel';
import { RequestBadges } from './requests.screen';
import { requestActions, requestTitle } from './lists.logic';
import { DetailScreen, Field, LocationText, useListFormat } from './list-parts';

/** /account/registrations-requests/{cuid}: status, payment, participant, requested sessions, options, answers; cancel while PENDING, pay once APPROVED. */
export function RequestScreen({ cuid }: { cuid: string }) {
  return (
    <DetailScreen<RegistrationRequest> cuid={cuid} kind="request" list="requests" load={(calls, id) => calls.getAccountRegistrationRequest(id)}>
      {(request) => <RequestDetail request={request} />}
    </DetailScreen>
  );
}

function RequestDetail({ request }: { request: RegistrationRequest }) {
  const at = useAT();
  const H = useSectionHeading();
  const { money, range, dateTime } = useListFormat();
  const actions = requestActions(request);
  const availabilities = sortDatesByStart(request.availabilities);
  return (
    <AccountScreen
      title={requestTitle(request) ?? at('lists.requests.untitled')}
      back={{ to: { view: 'requests' }, label: at('lists.requests.back') }}
      aside={<RequestBadges request={request} />}
    >
      <dl className="o-account-data">
        <Field term={at('lists.requests.status')}>{at(`badges.request_status.${request.status}`)}</Field>
        <Field term={at('lists.fields.participant')}>{request.participant?.fullname}</Field>
        <Field term={at('lists.fields.reference')}>{request.reference}</Field>
        <Field term={at('lists.requests.sent_at')}>{dateTime(request.created_at)}</Field>
        {!actions.pay && (
          <>
            <Field term={at('lists.fields.total')}>{money(request.total_amount)}</Field>
            <Field term={at('lists.fields.deposit')}>{request.deposit_amount > 0 && money(request.deposit_amount)}</Field>
            <Field term={at('lists.fields.paid')}>{request.paid_amount > 0 && money(request.paid_amount)}</Field>
          </>
        )}
      </dl>
      <section aria-labelledby="o-request-sessions">
        <H id="o-request-sessions">{at('lists.requests.sessions')}</H>
        {availabilities.length === 0 ? (
          <p>{at('lists.requests.no_sessions')}</p>
        ) : (
          <ul className="o-account-plain o-account-sessions">
            {availabilities.map((a) => (
              <li key={a.cuid}>
                <strong>{a.activity?.title ?? at('lists.requests.untitled')}</strong>
                <br />
                {range(a.start_at, a.end_at)}
                {a.location && (
                  <>
                    <br />
                    <span className="o-muted">
                      <LocationText location={a.location} />
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {request.options.length > 0 && (
        <section aria-labelledby="o-request-options">
          <H id="o-request-options">{at('lists.requests.options')}</H>
          <ul className="o-account-plain">
            {request.options.map((o, i) => {
              const name = [o.price?.option?.title, o.price?.label].filter(Boolean).join(' · ');
              const price =
                o.price?.amount != null
                  ? money(o.price.amount)
                  : o.price?.percentage != null
                    ? at('lists.requests.percentage', { value: o.price.percentage })
                    : null;
              return <li key={o.cuid ?? i}>{[name, o.content, price].filter(Boolean).join(' — ')}</li>;
            })}
          </ul>
        </section>
      )}
      {request.questions.length > 0 && (
        <section aria-labelledby="o-request-questions">
          <H id="o-request-questions">{at('lists.requests.questions')}</H>
          <dl className="o-account-data">
            {request.questions.map((q, i) => (
              <Field key={q.cuid ?? i} term={q.question?.title ?? at('lists.requests.question')}>
                {q.content || at('lists.requests.no_answer')}
              </Field>
            ))}
          </dl>
        </section>
      )}
      {actions.pay && (
        <PaymentBlock
          destination={{ registration_request_id: request.id }}
          total={request.total_amount}
          paid={request.paid_amount}
          deposit={request.deposit_amount}
          reference={request.reference}
          returnTo={{ view: 'request', cuid: request.cuid }}
        />
      )}
      {actions.cancel && <RequestCancel request={request} />}
    </AccountScreen>
  );
}
