/** Every element the loader defines at once (docs/design.md §2b). Order is the documentation order. */
export const TAGS = ['oriel-cards', 'oriel-schedule', 'oriel-item', 'oriel-cart', 'oriel-checkout', 'oriel-account'] as const;
export type OrielTag = (typeof TAGS)[number];

/**
 * The elements whose first screen shows the catalogue's second part (checkout, schedules, sign-in: core's
 * i18n/load.ts): each waits for it before drawing, and the loader asks for its file with the element's chunk.
 */
export const MORE_MESSAGES_TAGS: readonly OrielTag[] = ['oriel-schedule', 'oriel-checkout', 'oriel-account'];

/**
 * The prefix of each element's own parameters in the host page's query string (`oc-page_number`), so a page's own
 * `?search=` or `?date=` never drives a widget; `data-namespace` changes it per element. The account keeps its
 * `oriel-account` parameters (its screen and `oriel-account-*`); the checkout reads what the payment's return link carries.
 */
export const URL_NAMESPACES: Partial<Record<OrielTag, string>> = { 'oriel-cards': 'oc', 'oriel-schedule': 'os', 'oriel-item': 'oi' };

/** Set on a host once its widget has drawn (runtime/define-widget.tsx): the loading shape gives way. */
export const DRAWN = 'data-oriel-drawn';

/**
 * Space each tag reserves before its chunk renders (docs/design.md §2.6), so loading shifts nothing. Integrators
 * copy the same rules into their <head> (docs/elements.md) to reserve it before the loader runs; the
 * custom property lets a page tune it per widget. The grid and the calendar also show a still loading shape there (a
 * toolbar, then the body) until the widget draws its own skeleton: the loading display starts when the loader runs,
 * not once the chunks have arrived, and a schedule's 350 ms minimum display (000 §9) counts from it. Lengths are on the
 * widgets' own scale (--oriel-rem), as their drawn sizes are, not the page's root font size.
 */
export const RESERVED_CSS =
  'oriel-cards,oriel-schedule,oriel-item,oriel-checkout,oriel-account{display:block}' +
  'oriel-cards{min-height:var(--oriel-cards-min-height,420px)}' +
  'oriel-schedule{min-height:var(--oriel-schedule-min-height,480px)}' +
  'oriel-item{min-height:var(--oriel-item-min-height,360px)}' +
  'oriel-checkout{min-height:var(--oriel-checkout-min-height,480px)}' +
  'oriel-account{min-height:var(--oriel-account-min-height,360px)}' +
  'oriel-cart{display:inline-block;min-width:calc(2.75*var(--oriel-rem,16px));min-height:calc(2.75*var(--oriel-rem,16px))}' +
  'oriel-cards:not([data-oriel-drawn]),oriel-schedule:not([data-oriel-drawn]){background:linear-gradient(#eef1f4 0 0) 0 0/100% calc(2.5*var(--oriel-rem,16px)) no-repeat,linear-gradient(#eef1f4 0 0) 0 calc(3.5*var(--oriel-rem,16px))/100% calc(16*var(--oriel-rem,16px)) no-repeat;border-radius:6px}' +
  '[data-oriel-invalid]{display:none!important}';
