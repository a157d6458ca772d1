// Misuse the types must reject (React 19): each marked line fails to compile, so when the types stop rejecting one,
// its expect-error directive goes unused and `tsc -p test/types-fixture` fails.
import type { OrielAttributeName, OrielElementAttributes } from '@oriel/elements';

export const misspelt = [
  // @ts-expect-error a misspelt attribute value
  <oriel-schedule data-mode="weak" />,
  // @ts-expect-error a value the schema does not accept
  <oriel-cards data-kind="availability" />,
  // @ts-expect-error data-kind is required
  <oriel-cards data-columns="3" />,
  // @ts-expect-error heading levels are 1 and 2
  <oriel-checkout data-heading-level="3" />,
  // @ts-expect-error a value of no comma list
  <oriel-cards data-kind="availabilities" data-status="OPEN,SOLD" />,
  // @ts-expect-error each value of a comma list once
  <oriel-cards data-kind="availabilities" data-sorting="price,price" />,
  // @ts-expect-error the grid requires data-kind
  <oriel-cards data-columns="2" />,
  // @ts-expect-error data-structured-data is present or absent ("false" would turn it on)
  <oriel-cards data-kind="activities" data-structured-data="false" />,
  // @ts-expect-error a listener gets its event's detail, typed
  <oriel-cards data-kind="activities" onoriel:error={(e) => e.detail.count} />,
];

// TypeScript lets an undeclared hyphenated JSX name through: the types declare the names near each element's own as never
export const misspeltNames = [
  // @ts-expect-error a letter left out
  <oriel-cards data-kind="activities" data-colums={3} />,
  // @ts-expect-error a letter doubled
  <oriel-cards data-kind="activities" data-page-sizze="12" />,
  // @ts-expect-error two letters swapped
  <oriel-cards data-kind="availabilities" data-stauts="OPEN" />,
  // @ts-expect-error a wrong letter
  <oriel-schedule data-mode="week" data-layoot="calendar" />,
  // @ts-expect-error the schema's snake_case key, not the attribute
  <oriel-schedule data-mode="week" data-start_hour={8} />,
  // @ts-expect-error another element's attribute
  <oriel-cards data-kind="activities" data-mode="week" />,
  // @ts-expect-error a boolean attribute misspelt too
  <oriel-account data-tab={false} />,
  // @ts-expect-error a link template misspelt
  <oriel-cart data-href-checkot="/commande" />,
];

// written as an object or a name, any misspelling fails
// @ts-expect-error a misspelt attribute name
export const grid = { 'data-kind': 'activities', 'data-colums': 3 } satisfies OrielElementAttributes['oriel-cards'];
// @ts-expect-error the names are template-literal keys: data-colums is none of them
export const name: OrielAttributeName<'oriel-cards'> = 'data-colums';

export function api() {
  const oriel = window.Oriel;
  if (!oriel || Array.isArray(oriel)) return;
  // @ts-expect-error a call the API does not have
  oriel.push(['openCard']);
  // @ts-expect-error a language Oriel does not have
  oriel.setLang('de');
}

// @ts-expect-error a setting the loader does not read (misspelt)
window.OrielConfig = { apiUrl: 'https://api.example' };

document.addEventListener('oriel:cart-change', (e) => {
  // @ts-expect-error the detail is typed
  console.log(e.detail.total);
});
