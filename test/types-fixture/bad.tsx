// Misuse the types must reject (React 19): each marked line fails to compile, so when the types stop rejecting one,
// its expect-error directive goes unused and `tsc -p test/types-fixture` fails.
import type {} from '@oriel/elements';

export const misspelt = [
  // @ts-expect-error a misspelt attribute value
  <oriel-schedule data-mode="weak" />,
  // @ts-expect-error a value the schema does not accept
  <oriel-cards data-kind="availability" />,
  // @ts-expect-error data-kind is required
  <oriel-cards data-columns="3" />,
  // @ts-expect-error heading levels are 1 and 2
  <oriel-checkout data-heading-level="3" />,
];

document.addEventListener('oriel:cart-change', (e) => {
  // @ts-expect-error the detail is typed
  console.log(e.detail.total);
});
