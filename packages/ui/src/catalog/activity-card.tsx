import { formatMoney, langOf, type ActivityListItem } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { SafeHtml } from '../content/safe-html';
import { cardProperties } from './availability-card.logic';
import { CardShell } from './card-shell';

/** 000 §5 activity-properties, all shown by default. */
export const DEFAULT_ACTIVITY_PROPERTIES: readonly string[] = ['images', 'description', 'price', 'locations'];

/** An activity card: title, image, description, lowest upcoming price and where it takes place. */
export interface ActivityCardProps {
  activity: ActivityListItem;
  href: string | null;
  /** opens the activity in place (embedded without a link template) */
  onOpen?: ((activity: ActivityListItem) => void) | undefined;
  /** a sign the visitor may open it: fetches what the open will need */
  onIntent?: (() => void) | undefined;
  properties?: readonly string[];
  eager?: boolean;
}

export function ActivityCard({ activity: a, href, onOpen, onIntent, properties, eager }: ActivityCardProps) {
  const { t, lang, currency } = useRuntime();
  const show = cardProperties(properties, DEFAULT_ACTIVITY_PROPERTIES);
  const image = a.images[0]?.public_url;
  const titleId = `o-act-${a.cuid ?? a.id ?? a.title}`;
  const places = [...new Set(a.locations.map((l) => l.title ?? l.name).filter((n): n is string => !!n))];
  return (
    <CardShell
      id={titleId}
      title={a.title}
      titleLang={langOf(a, 'title')}
      image={show.has('images') ? (image ?? null) : undefined}
      eager={eager}
      href={href}
      onOpen={onOpen && (() => onOpen(a))}
      onIntent={onIntent}
    >
      {show.has('locations') && places.length > 0 && (
        <p className="o-card-place">
          <span className="sr-only">{t('catalog.locations')} </span>
          {places.join(', ')}
        </p>
      )}
      {show.has('description') && <SafeHtml className="o-card-desc" html={a.description} lang={langOf(a, 'description')} />}
      <div className="o-card-foot">
        {show.has('price') && a.price != null && (
          <span className="o-card-price">
            {a.price > 0 ? t('catalog.from', { price: formatMoney(a.price, { locale: lang, currency }) }) : t('catalog.free')}
          </span>
        )}
      </div>
    </CardShell>
  );
}
