import type { ElementDocs } from '../element-docs';

/** Integrator docs of <oriel-schedule> (read by scripts/elements-manifest.ts only, never shipped). */
export const scheduleDocs = {
  tag: 'oriel-schedule',
  summary: 'Schedules of availabilities: a weekly calendar, a quick list, the schedule per activity or the daily resource slots.',
  attributes: {
    mode: {
      description:
        'the view: `week` (weekly calendar, 7 Monday-first days), `list` (quick list, signed-in customers), `resources` (schedule per activity), `resources-day` (daily resource slots)',
    },
    layout: { description: 'week layout: `stacked` (a list per day) or `calendar` (hour rows, sessions in 5-minute steps)' },
    start_hour: { attribute: 'start-hour', description: 'first hour of the calendar layout (it widens to fit the sessions); empty means 0' },
    end_hour: { attribute: 'end-hour', description: 'last hour of the calendar layout; empty means 24' },
    'show-empty-groups': { description: 'show days without sessions in the stacked layout' },
    'multiple-selection': {
      description: 'sessions become checkboxes and a bar leads to `/cart/add?availabilities={cuids}` (give `data-href-cart-add="/panier/ajout"` when embedded)',
    },
    catalogs: { description: 'comma list of catalog ids', default: 'all' },
    segments: { description: 'comma list of segment ids', default: 'all' },
    status: { description: 'comma list of statuses shown' },
    filters: { description: 'section setting kept for the page builder; the quick list always offers search, date and location' },
    activity: { description: 'one activity (id or cuid); none: every activity of the catalogs' },
    'availabilities-filters-calendar': { description: 'list: a month calendar beside the filters' },
  },
  extraAttributes: {
    'href-cart-add': { type: 'string', description: 'the page that adds the selected sessions (multiple selection), e.g. `/panier/ajout`' },
    namespace: { type: 'string', description: "prefix of the schedule's parameters in the page's address (`camp`: `?camp-date=…`)", default: '`os`' },
  },
  cssProperties: { '--oriel-schedule-min-height': { description: 'space reserved before the schedule renders', default: '480px' } },
} as const satisfies ElementDocs;
