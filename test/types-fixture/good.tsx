// Correct use of every element in React 19: this file must compile (scripts/check.mjs, "element types" step).
import type { OrielEventDetails, OrielTag } from '@oriel/elements';

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
