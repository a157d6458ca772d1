import type { ElementDocs } from '../element-docs';

/** Integrator docs of <oriel-cards> (read by scripts/elements-manifest.ts only, never shipped). */
export const cardsDocs = {
  tag: 'oriel-cards',
  summary: 'A grid of cards (availabilities, activities, bundles, memberships or vouchers) with filters, sorting and paging.',
  attributes: {
    kind: { description: 'which cards the grid shows' },
    columns: { description: 'columns of the grid on wide screens' },
    'page-size': { description: 'cards per page' },
    status: { description: 'availabilities shown, by status', appliesTo: ['availabilities'] },
    catalogs: { description: 'comma list of catalog ids', default: 'all' },
    segments: { description: 'comma list of segment ids', default: 'all', appliesTo: ['availabilities'] },
    ids: { description: 'comma list of ids of the bundles, memberships or vouchers shown', default: 'all' },
    'items-properties': {
      description:
        'what a card shows: availabilities `activity`, `dates`, `weekday`, `price`, `location`, `age`, `capacity`, `category-{groupCuid}`; activities `images`, `description`, `price`, `locations`',
      default: 'availabilities: activity, dates, price, location, capacity; activities: all',
    },
    'availabilities-properties': {
      description: 'the spec’s name of `items-properties` for availability cards; when set, it wins',
      appliesTo: ['availabilities'],
    },
    'activity-properties': { description: 'the spec’s name of `items-properties` for activity cards; when set, it wins', appliesTo: ['activities'] },
    properties: { description: 'what a card shows: `images`, `description`, `price`', default: 'images, price' },
    filters: { description: 'the filters offered: `search`, `date`, `weekday`, `location`, `period`, `availabilities-period`, `age`, `category-{groupCuid}`' },
    'availabilities-filters': { description: 'the spec’s name of `filters`; when set, it wins', appliesTo: ['availabilities', 'activities'] },
    'filters-layout': { description: '`aside`: a sidebar from 1024 px; `stacked`: above the grid' },
    sorting: { description: 'the orders a sort select offers (none: no select)', appliesTo: ['availabilities'] },
    grayscale: { description: 'grey images of cards with a status badge', appliesTo: ['availabilities'] },
  },
  extraAttributes: {
    'href-availability': {
      type: 'string',
      description:
        'link template of a card, e.g. `/stages/{cuid}` (same for `data-href-activity`, `-bundle`, `-membership`, `-voucher`); none: the card opens in a dialog on the page',
    },
    'href-activity': { type: 'string', description: 'link template of an activity card' },
    'href-bundle': { type: 'string', description: 'link template of a bundle card' },
    'href-membership': { type: 'string', description: 'link template of a membership card' },
    'href-voucher': { type: 'string', description: 'link template of a voucher card' },
    'structured-data': {
      type: "true | ''",
      values: 'present or absent',
      description: 'present: writes schema.org JSON-LD of the cards shown into the page, for search engines (docs/seo.md)',
      default: 'absent',
    },
    namespace: { type: 'string', description: "prefix of the grid's parameters in the page's address (`stages`: `?stages-page_number=2`)", default: '`oc`' },
  },
  cssProperties: { '--oriel-cards-min-height': { description: 'space reserved before the grid renders', default: '420px' } },
} as const satisfies ElementDocs;
