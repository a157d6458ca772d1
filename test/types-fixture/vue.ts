// Vue 3 templates (vue-tsc reads a tag's props from GlobalComponents): what `<oriel-cards data-kind="…" @oriel:error>`
// is checked against, right and wrong.
import type {} from '@oriel/elements/vue';
import type { GlobalComponents } from 'vue';

type PropsOf<C> = C extends new () => { $props: infer P } ? P : never;
type Props<T extends keyof GlobalComponents> = PropsOf<GlobalComponents[T]>;

export const cards: Props<'oriel-cards'> = {
  'data-kind': 'availabilities',
  'data-status': 'OPEN, FULL',
  'data-structured-data': '',
  class: 'catalog',
  'onOriel:error': (e) => console.log(e.detail.kind, e.detail.attribute),
};
export const checkout: Props<'oriel-checkout'> = { 'onOriel:checkoutComplete': (e) => console.log(e.detail.reference) };

export const wrong: Props<'oriel-cards'>[] = [
  // @ts-expect-error a misspelt attribute name
  { 'data-kind': 'activities', 'data-colums': 3 },
  // @ts-expect-error a value of no comma list
  { 'data-kind': 'availabilities', 'data-status': 'OPEN,SOLD' },
  // @ts-expect-error oriel-cards sends no checkout event
  { 'data-kind': 'activities', 'onOriel:checkoutStart': () => {} },
];
// @ts-expect-error the grid requires data-kind
export const grid: Props<'oriel-cards'> = { 'data-columns': 2 };
