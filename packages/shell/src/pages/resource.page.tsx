import { resourcesApi, resourcesKeys } from '@oriel/core';
import { LeadImage, ResourcesDay, useApi, useQuery, useShellT } from '@oriel/ui';
import { DetailFrame } from './detail-frame';

/** /resources/{cuid} (000 §2): the resource (name, images, location) and its daily schedule for it alone. */
export function ResourcePage({ cuid }: { cuid: string }) {
  const t = useShellT();
  const catalog = useApi(resourcesApi);
  // the same cache key as BookingAdd: one request serves both
  const q = useQuery(resourcesKeys.resource(cuid), () => catalog.getResource(cuid));
  const r = q.data;
  const place = r?.location
    ? [
        r.location.title ?? r.location.name,
        [r.location.street, r.location.number].filter(Boolean).join(' '),
        [r.location.postcode, r.location.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  return (
    <DetailFrame query={q} title={r?.name} className="o-resource-page">
      {r && (
        <div className="o-detail">
          <h1 className="o-detail-title">{r.name}</h1>
          {place && <p className="o-muted">{place}</p>}
          {r.images.length > 0 && (
            <div className="o-resource-images">
              {/* the first is the page's largest paint: the page's lead gives it the high priority */}
              {r.images.slice(0, 3).map((img) => (
                <LeadImage key={img.public_url} className="o-detail-image" src={img.public_url} alt={img.alt ?? ''} width={720} height={405} />
              ))}
            </div>
          )}
          <section aria-labelledby="o-resource-slots">
            <h2 id="o-resource-slots">{t('offers.booking.daily')}</h2>
            <ResourcesDay resources={[r.id]} />
          </section>
        </div>
      )}
    </DetailFrame>
  );
}
