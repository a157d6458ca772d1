/**
 * The one list of elements (docs/design.md §2b), the loader's side: what oriel.js needs at run time and nothing more,
 * since every byte here is paid by every page. The builds, the size script and the manifest read the rest of each
 * element from registry.build.ts, keyed by the same tags. Order is the documentation order. The loader's build writes
 * what derives from it into oriel.js as literals (vite.loader.config.ts): the loader runs none of the derivations.
 */
import { DRAWN, INVALID } from './markers';

export { DRAWN, INVALID };
interface LoaderEntry {
  /** space reserved before the chunk renders (px, scaled by the custom property `--<tag>-min-height`); absent: inline */
  readonly height?: number;
  /** prefix of the element's own parameters in the page's query string (`oc-page_number`) */
  readonly namespace?: string;
  /** its first screen shows the catalogue's second part (core's i18n/load.ts): asked for with the element's chunk */
  readonly moreMessages?: boolean;
  /** shows the still loading shape (a toolbar, then the body) until its widget draws */
  readonly shape?: boolean;
}

export const ELEMENTS = {
  'oriel-cards': { height: 420, namespace: 'oc', shape: true },
  'oriel-schedule': { height: 480, namespace: 'os', moreMessages: true, shape: true },
  'oriel-cart': {},
  'oriel-checkout': { height: 480, moreMessages: true },
  'oriel-account': { height: 360, moreMessages: true },
} as const satisfies Record<`oriel-${string}`, LoaderEntry>;

export type OrielTag = keyof typeof ELEMENTS;
const entries = Object.entries(ELEMENTS) as [OrielTag, LoaderEntry][];
const tagsWhere = (test: (e: LoaderEntry) => unknown) => entries.filter(([, e]) => test(e)).map(([tag]) => tag);

/** Every element the loader defines at once. */
export const TAGS = /* @__PURE__ */ entries.map(([tag]) => tag);

/**
 * The elements whose first screen shows the catalogue's second part (checkout, schedules, sign-in): each waits for it
 * before drawing, and the loader asks for its file with the element's chunk.
 */
export const MORE_MESSAGES_TAGS: readonly OrielTag[] = tagsWhere((e) => e.moreMessages);

/**
 * The prefix of each element's own parameters in the host page's query string, so a page's own `?search=` or `?date=`
 * never drives a widget; `data-namespace` changes it per element. The account keeps its `oriel-account` parameters
 * (its screen and `oriel-account-*`); the checkout reads what the payment's return link carries.
 */
export const URL_NAMESPACES: Partial<Record<OrielTag, string>> = Object.fromEntries(entries.flatMap(([tag, e]) => (e.namespace ? [[tag, e.namespace]] : [])));

/**
 * Space each tag reserves before its chunk renders (docs/design.md §2.6), so loading shifts nothing. Integrators copy
 * the same rules into their <head> (docs/elements.md) to reserve it before the loader runs; the custom property lets a
 * page tune it per widget. The grid and the calendar also show a still loading shape there (a toolbar, then the body)
 * until the widget draws its own skeleton: the loading display starts when the loader runs, not once the chunks have
 * arrived, and a schedule's 350 ms minimum display (000 §9) counts from it. Lengths are on the widgets' own scale
 * (--oriel-rem), as their drawn sizes are, not the page's root font size. An element without a height is an inline
 * button's square. The loader's build writes it as a literal; the widgets' runtime, which never reads it, drops it.
 */
export const RESERVED_CSS = /* @__PURE__ */ (() => {
  const rem = (n: number) => `calc(${n}*var(--oriel-rem,16px))`;
  const blocks = tagsWhere((e) => e.height);
  const shapes = tagsWhere((e) => e.shape).map((tag) => `${tag}:not([${DRAWN}])`);
  return (
    `${blocks.join()}{display:block}` +
    entries
      .map(([tag, e]) =>
        e.height ? `${tag}{min-height:var(--${tag}-min-height,${e.height}px)}` : `${tag}{display:inline-block;min-width:${rem(2.75)};min-height:${rem(2.75)}}`,
      )
      .join('') +
    `${shapes.join()}{background:linear-gradient(#eef1f4 0 0) 0 0/100% ${rem(2.5)} no-repeat,linear-gradient(#eef1f4 0 0) 0 ${rem(3.5)}/100% ${rem(16)} no-repeat;border-radius:6px}` +
    `[${INVALID}]{display:none!important}`
  );
})();
