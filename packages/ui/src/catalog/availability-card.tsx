import {
  langOf,
  availabilityBadges,
  dateListLayout,
  formatDate,
  formatDateRange,
  formatDayRange,
  formatMoney,
  isCardGreyscale,
  remainingCapacity,
  translateAgeRange,
  type AgeFormatLike,
  type AvailabilityCardItem,
} from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { Badge } from '../primitives/states';
import { CardShell } from './card-shell';
import { offersWaitingList, waitingListHref } from '../detail/waiting-list.logic';
import {
  ageRangeOf,
  cardProperties,
  categoryFact,
  categoryGroupsOf,
  DEFAULT_AVAILABILITY_PROPERTIES,
  spansSeveralDays,
  weekdayFact,
} from './availability-card.logic';

export interface AvailabilityCardProps {
  /** a card answer (fields=card) or a full availability */
  availability: AvailabilityCardItem;
  /** a real link (shell route or integrator template), else the card opens in place */
  href: string | null;
  onOpen: (availability: AvailabilityCardItem) => void;
  /** a sign the visitor may open it: fetches what the open will need */
  onIntent?: (() => void) | undefined;
  eager?: boolean;
  /** the grid's greyscale setting: the image turns grey when a badge shows (000 §4) */
  grayscale?: boolean;
  /** items-properties (000 §5 availabilities-properties); empty: activity, dates, price, location, capacity */
  properties?: readonly string[];
  /** the organiser's age formats (000 §3); empty: whole years */
  ageFormats?: readonly AgeFormatLike[];
  /** the runtime's clock (its `now` signal), read once by the list: a subscription of each card's own cost a page of
      100 a hundred effects (scripts/bench.mjs, cards) */
  now: number;
}

/** One card of the availabilities grid (spec 000 §4 card rules, §5 properties). */
export function AvailabilityCard({ availability: av, href, onOpen, onIntent, grayscale = false, properties, ageFormats, eager, now }: AvailabilityCardProps) {
  const { t, lang, currency, timezone } = useRuntime();
  const show = cardProperties(properties, DEFAULT_AVAILABILITY_PROPERTIES);
  const fmt = { locale: lang, timeZone: timezone };
  const badges = availabilityBadges(av, now);
  const remaining = remainingCapacity(av);
  const image = av.activity?.images?.[0]?.public_url;
  // sessions on several days: their days, listed below, and weekdays say the rest (each fact once)
  const severalDays = spansSeveralDays(av, timezone);
  const range = severalDays ? formatDayRange(av.start_at, av.end_at, fmt) : formatDateRange(av.start_at, av.end_at, fmt);
  // without the activity property the session's dates name the card (the link needs a name)
  const title = show.has('activity') ? (av.activity?.title ?? '') : range;
  const place = av.location?.title ?? av.location?.name ?? null;
  const age = show.has('age') ? translateAgeRange(t, ageRangeOf(av, ageFormats)) : null;
  const titleId = `o-av-${av.cuid}`;
  const weekday = show.has('weekday') ? weekdayFact(av, lang, timezone, show.has('dates') && !severalDays) : null;
  // beside "full", the way to the session's waiting list; named with the card's title, as many cards show one
  const waitingName = t('availability.waiting_list.offer_named', { title });
  const waiting = offersWaitingList(av, now) ? (
    href ? (
      <a className="o-card-action" href={waitingListHref(href)} aria-label={waitingName}>
        {t('availability.waiting_list.offer')}
      </a>
    ) : (
      <button type="button" className="o-card-action o-linklike" onClick={() => onOpen(av)} aria-label={waitingName}>
        {t('availability.waiting_list.offer')}
      </button>
    )
  ) : null;

  return (
    <CardShell
      id={titleId}
      title={title}
      titleLang={show.has('activity') ? langOf(av.activity, 'title') : undefined}
      image={image ?? null}
      grey={isCardGreyscale(grayscale, badges)}
      eager={eager}
      href={href}
      onOpen={() => onOpen(av)}
      onIntent={onIntent}
    >
      {show.has('dates') && show.has('activity') && <p className="o-card-dates">{range}</p>}
      {show.has('dates') && av.dates.length > 1 && (
        <ul className={`o-card-datelist o-card-datelist-${dateListLayout(av.dates.length)}`} aria-label={t('catalog.dates', { count: av.dates.length })}>
          {av.dates.map((d) => (
            <li key={d.cuid}>{formatDate(d.start_at, fmt, { day: 'numeric', month: 'short' })}</li>
          ))}
        </ul>
      )}
      {weekday && <p className="o-card-fact">{weekday}</p>}
      {show.has('location') && place && <p className="o-card-place">{place}</p>}
      {age && (
        <p className="o-card-fact">
          <span className="sr-only">{t('catalog.age')} </span>
          {age}
        </p>
      )}
      {categoryGroupsOf(show).map((group) => {
        const fact = categoryFact(av, group);
        return (
          fact && (
            <p key={group} className="o-card-fact">
              <span className="o-muted">{fact.group}</span> {fact.titles.join(', ')}
            </p>
          )
        );
      })}
      <div className="o-card-foot">
        {show.has('price') && <span className="o-card-price">{av.price > 0 ? formatMoney(av.price, { locale: lang, currency }) : t('catalog.free')}</span>}
        {badges.length > 0 ? (
          <span className="o-card-badges">
            {badges.map((code) => (
              <Badge key={code} tone="red">
                {t(`status.${code}`)}
              </Badge>
            ))}
          </span>
        ) : (
          show.has('capacity') && remaining !== null && <span className="o-card-remaining">{t('catalog.remaining', { count: remaining })}</span>
        )}
        {waiting}
      </div>
    </CardShell>
  );
}
