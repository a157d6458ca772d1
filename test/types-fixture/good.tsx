// Correct use of every element in React 19: this file must compile (scripts/check.mjs, "element types" step).
import type { OrielAttributeName, OrielElementAttributes, OrielEventDetails, OrielTag } from '@oriel/elements';

// attributes kept in an object are checked whole, names included
const grid = { 'data-kind': 'activities', 'data-columns': 3 } satisfies OrielElementAttributes['oriel-cards'];

export function Page() {
  return (
    <main>
      <oriel-cart data-href-checkout="/commande" />
      <oriel-cards data-kind="availabilities" data-columns={3} data-page-size="12" data-status="OPEN,FULL" data-grayscale data-filters-layout="stacked" />
      <oriel-cards data-kind="vouchers" data-ids="1,2" className="gifts" />
      <oriel-schedule data-mode="resources-day" data-start-hour={8} data-end-hour="" data-multiple-selection="true" />
      <oriel-schedule data-mode="week" data-layout="calendar" />
      <oriel-checkout data-heading-level={1} />
      <oriel-account data-view="vouchers/redeem" data-tabs={false} data-heading-level="2" />
      <oriel-cards
        data-kind="availabilities"
        data-status="FULL, OPEN"
        data-sorting="price,-start_at"
        data-structured-data
        data-namespace="stages"
        onoriel:error={(e) => console.warn(e.detail.kind, e.detail.attribute)}
      />
      <oriel-cards data-kind="bundles" data-ids="3" />
      {/* the page's own data-* names, far from any of the element's, stay allowed */}
      <oriel-cards data-kind="vouchers" data-testid="gifts" data-analytics-section="shop" />
      <oriel-checkout onoriel:checkout-complete={(e) => console.log(e.detail.reference)} />
      <oriel-cards {...grid} />
    </main>
  );
}

// the tag map and the event maps
const cart: HTMLElement | null = document.querySelector('oriel-cart');
document.addEventListener('oriel:cart-change', (e) => console.log(e.detail.count.toFixed(0)));
cart?.addEventListener('oriel:checkout-complete', (e) => console.log(e.detail.reference ?? e.detail.cart));
export const tags: OrielTag[] = ['oriel-cards'];
export const detail: OrielEventDetails['oriel:error'] = {
  kind: 'config',
  element: document.body,
  tag: 'oriel-account',
  attribute: 'data-kind',
  message: 'data-kind: invalid',
};

export const names: OrielAttributeName<'oriel-schedule'>[] = ['data-mode', 'data-href-cart-add', 'data-namespace'];

// window.OrielConfig before the loader or the module entry; window.Oriel: a queue before the loader, the API after
window.OrielConfig = { api: 'https://api.example', lang: 'en', base: '/vendor/oriel/' };
window.Oriel ||= [];
export async function api() {
  const oriel = window.Oriel;
  if (!oriel || Array.isArray(oriel)) return;
  await oriel.ready;
  const stop = oriel.cart.subscribe((cart) => console.log(cart.count, cart.items[0]?.cuid, oriel.version));
  oriel.push(['setLang', 'en']);
  oriel.setBasePath('https://cdn.example/oriel/1/');
  stop();
  return (await oriel.doctor()).filter((f) => !f.ok && f.check === 'trusted-types');
}
