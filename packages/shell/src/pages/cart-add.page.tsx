import { buildHref } from '@oriel/core';
import { CartAddView, shellT, splitCuids, useRuntime } from '@oriel/ui';
import type { RouteLocation } from '../router';
import { useDocumentTitle } from '../shell-context';

/** /cart/add?availabilities={cuids} or ?dates={date cuids} (000 §2): removing one rewrites the query. */
export function CartAddPage({ location }: { location: RouteLocation }) {
  const runtime = useRuntime();
  const { links } = runtime;
  const t = shellT(runtime);
  useDocumentTitle(t('cart.add_title'));
  return (
    <div className="o-page o-cart-add-page">
      <h1>{t('cart.add_title')}</h1>
      <CartAddView
        availabilities={splitCuids(location.query.get('availabilities'))}
        dates={splitCuids(location.query.get('dates'))}
        onSelectionChange={(next) => {
          const href = buildHref(links, 'cartAdd', {}, { availabilities: next.availabilities.join(','), dates: next.dates.join(',') });
          if (href) runtime.navigate(href);
        }}
      />
    </div>
  );
}
