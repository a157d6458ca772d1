// Svelte 5 markup (svelte-check hands an element's attributes to svelte/elements' SvelteHTMLElements as an object):
// what `<oriel-cards data-kind="…" onoriel:error={…}>` is checked against, right and wrong.
import type {} from '@oriel/elements/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

/** An element as svelte-check writes it: its tag and the attributes given. */
declare function element<K extends 'oriel-cards' | 'oriel-schedule' | 'oriel-checkout'>(tag: K, attributes: SvelteHTMLElements[K]): void;

element('oriel-cards', { 'data-kind': 'availabilities', 'data-sorting': 'price,-start_at', class: 'grid', 'onoriel:error': (e) => e.detail.message });
element('oriel-checkout', { 'data-heading-level': 1, 'onoriel:checkout-start': (e) => e.detail.payment_strategy });
// @ts-expect-error a misspelt attribute name (svelte/elements allows any data-*: not on these tags)
element('oriel-schedule', { 'data-mode': 'week', 'data-layuot': 'calendar' });
// @ts-expect-error a wrong value
element('oriel-schedule', { 'data-mode': 'month' });
// @ts-expect-error the grid requires data-kind
element('oriel-cards', {});
// @ts-expect-error a listener gets the event's detail, typed
element('oriel-cards', { 'data-kind': 'activities', 'onoriel:error': (e) => e.detail.count });
