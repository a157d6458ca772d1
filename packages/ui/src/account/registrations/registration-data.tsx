import { Fragment, type ReactNode } from 'react';
import { answeredQuestions, locationLines, primaryCategoryGroups, registeredDates, type ChosenOption, type Registration } from '@oriel/core';
import { useAT } from '../account-context';
import { useAccountFormat } from '../account-format';

/**
 * The registration's data list, in 001 §2's order: participant, deposit (only above 0), total, location, dates by
 * start, priced options, answered questions, primary category groups. What is missing is left out.
 */
export function RegistrationData({ registration: r }: { registration: Registration }) {
  const at = useAT();
  const { money, range } = useAccountFormat();
  const location = locationLines(r.availability?.location);
  const dates = registeredDates(r.dates);
  const options = r.options.filter((o) => o.price);
  const optionText = (o: ChosenOption) => {
    const p = o.price!;
    const title = [...new Set([p.option?.title, p.label].filter((x): x is string => !!x))].join(' · ');
    const prices = [p.amount != null && money(p.amount), p.percentage != null && at('registrations.detail.percentage', { value: p.percentage })].filter(
      Boolean,
    );
    return prices.length ? `${title} (${prices.join(' + ')})` : title;
  };
  const item = (key: string, term: ReactNode, value: ReactNode) => (
    <Fragment key={key}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </Fragment>
  );
  return (
    <dl className="o-account-data o-registration-data">
      {r.participant && item('participant', at('registrations.detail.participant'), r.participant.fullname)}
      {r.deposit_amount > 0 && item('deposit', at('registrations.detail.deposit'), money(r.deposit_amount))}
      {item('total', at('registrations.detail.total'), money(r.total_amount))}
      {location.length > 0 && item('location', at('registrations.detail.location'), location.join(', '))}
      {dates.length > 0 &&
        item(
          'dates',
          at('registrations.detail.dates'),
          <ul className="o-registration-dates">
            {dates.map((d) => (
              <li key={d.cuid ?? d.date_id}>{range(d.date.start_at, d.date.end_at)}</li>
            ))}
          </ul>,
        )}
      {options.length > 0 &&
        item(
          'options',
          at('registrations.detail.options'),
          <ul className="o-registration-options">
            {options.map((o) => (
              <li key={o.cuid ?? o.price_id}>{optionText(o)}</li>
            ))}
          </ul>,
        )}
      {answeredQuestions(r.questions).map((q, i) => item(`q-${q.cuid ?? i}`, q.question?.title ?? at('registrations.detail.question'), q.content))}
      {primaryCategoryGroups(r.availability?.categories).map((g) => item(`g-${g.cuid}`, g.title, g.categories.join(', ')))}
    </dl>
  );
}
