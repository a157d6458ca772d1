import { RequestForm, parseIds, useShellT } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { useDocumentTitle } from '../shell-context';

/** /cart/registrations/request?availabilities={ids}&tier={id} (000 §2): the request form; then /checkout. */
export function RequestPage({ location }: { location: RouteLocation }) {
  const t = useShellT();
  useDocumentTitle(t('request.title'));
  const tier = Number(location.query.get('tier'));
  return (
    <div className="o-page o-request-page">
      <h1>{t('request.title')}</h1>
      <RequestForm availabilityIds={parseIds(location.query.get('availabilities'))} tierId={Number.isInteger(tier) && tier > 0 ? tier : null} />
    </div>
  );
}
