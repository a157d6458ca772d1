/** Every element the loader defines at once (docs/design.md §2b). Order is the documentation order. */
export const TAGS = ['oriel-cards', 'oriel-schedule', 'oriel-item', 'oriel-cart', 'oriel-checkout', 'oriel-account'] as const;
export type OrielTag = (typeof TAGS)[number];

/**
 * Space each tag reserves before its chunk renders (docs/design.md §2.6), so loading shifts nothing. Integrators
 * copy the same rules into their <head> (docs/elements.md) to reserve it before the loader runs; the
 * custom property lets a page tune it per widget.
 */
export const RESERVED_CSS =
  'oriel-cards,oriel-schedule,oriel-item,oriel-checkout,oriel-account{display:block}' +
  'oriel-cards{min-height:var(--oriel-cards-min-height,420px)}' +
  'oriel-schedule{min-height:var(--oriel-schedule-min-height,480px)}' +
  'oriel-item{min-height:var(--oriel-item-min-height,360px)}' +
  'oriel-checkout{min-height:var(--oriel-checkout-min-height,480px)}' +
  'oriel-account{min-height:var(--oriel-account-min-height,360px)}' +
  'oriel-cart{display:inline-block;min-width:2.75rem;min-height:2.75rem}' +
  '[data-oriel-invalid]{display:none!important}';
