import type { OrielTag } from './registry';

/**
 * The rest of each element (registry.ts holds what the loader needs), for the widget and loader builds and
 * scripts/size.mjs; never imported by a shipped chunk. Paths are from packages/elements. The manifest generator reads
 * each element's schema and docs from scripts/elements-manifest/registry.ts, keyed by the same tags.
 */
export interface BuildEntry {
  /** the widget's own chunk (its name in the build is the entry's folder) */
  readonly entry: string;
  /** its row's key in budgets.json, which holds the numbers */
  readonly budget: string;
  /**
   * Views an attribute picks that are chunks of their own: the loader asks for the picked one with the element's
   * chunk (otherwise its request waits for that chunk to run); `budget` caps the element's chunk and one view together.
   */
  readonly views?: { readonly attribute: string; readonly budget: string; readonly chunks: Readonly<Record<string, string>> };
}

const offers = 'src/cards/offer-cards.view.ts';

export const BUILD: { readonly [T in OrielTag]: BuildEntry } = {
  'oriel-cards': {
    entry: 'src/cards/cards.widget.tsx',
    budget: 'cards',
    views: {
      attribute: 'kind',
      budget: 'cardsWithKind',
      chunks: { activities: 'src/cards/activity-cards.view.ts', bundles: offers, memberships: offers, vouchers: offers },
    },
  },
  'oriel-schedule': {
    entry: 'src/schedule/schedule.widget.tsx',
    budget: 'schedule',
    views: {
      attribute: 'mode',
      budget: 'scheduleWithMode',
      chunks: { resources: '../ui/src/schedule/resources-schedule-mode.tsx', 'resources-day': '../ui/src/schedule/resources-day-mode.tsx' },
    },
  },
  'oriel-cart': { entry: 'src/cart/cart.widget.tsx', budget: 'cart' },
  'oriel-checkout': { entry: 'src/checkout/checkout.widget.tsx', budget: 'checkout' },
  'oriel-account': { entry: 'src/account/account.widget.tsx', budget: 'account' },
};

/** Each element's widget entry under its chunk's name (the folder: `cards`), for the widget build's inputs. */
export const widgetInputs = (): Record<string, string> => Object.fromEntries(Object.values(BUILD).map((b) => [b.entry.split('/').at(-2)!, b.entry]));
