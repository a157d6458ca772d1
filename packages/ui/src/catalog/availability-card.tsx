import { availabilityBadges, formatDateRange, formatMoney, isCardGreyscale, remainingCapacity, type Availability } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { Badge } from '../primitives/states';

export interface AvailabilityCardProps {
  availability: Availability;
  /** a real link (shell route or integrator template), else the card opens in place */
  href: string | null;
  onOpen: (availability: Availability) => void;
  /** the grid's greyscale setting: the image turns grey when a badge shows (000 §4) */
  grayscale?: boolean;
}

/** One card of the availabilities grid (spec 000 §4 card rules). */
export function AvailabilityCard({ availability: av, href, onOpen, grayscale = false }: AvailabilityCardProps) {
  const { t, lang, timezone } = useRuntime();
  const now = useSignalValue(useRuntime().now);
  const badges = availabilityBadges(av, now);
  const remaining = remainingCapacity(av);
  const image = av.activity?.images?.[0]?.public_url;
  const title = av.activity?.title ?? '';
  const place = av.location?.title ?? av.location?.name ?? null;
  const titleId = `o-av-${av.cuid}`;

  return (
    <article className="o-card" aria-labelledby={titleId}>
      <div className={isCardGreyscale(grayscale, badges) ? 'o-card-media o-card-grey' : 'o-card-media'}>
        {image ? <img src={image} alt="" loading="lazy" width={480} height={270} /> : <div className="o-card-noimg" />}
      </div>
      <div className="o-card-body">
        <h3 id={titleId} className="o-card-title">
          {href ? (
            <a href={href} className="o-stretched">
              {title}
            </a>
          ) : (
            <button type="button" className="o-stretched o-linklike" onClick={() => onOpen(av)}>
              {title}
            </button>
          )}
        </h3>
        <p className="o-card-dates">{formatDateRange(av.start_at, av.end_at, { locale: lang, timeZone: timezone })}</p>
        {place && <p className="o-card-place">{place}</p>}
        <div className="o-card-foot">
          <span className="o-card-price">{av.price > 0 ? formatMoney(av.price, { locale: lang }) : t('catalog.free')}</span>
          {badges.length > 0 ? (
            <span className="o-card-badges">
              {badges.map((code) => (
                <Badge key={code} tone="red">
                  {t(`status.${code}`)}
                </Badge>
              ))}
            </span>
          ) : (
            remaining !== null && <span className="o-card-remaining">{t('catalog.remaining', { count: remaining })}</span>
          )}
        </div>
      </div>
    </article>
  );
}
