/** Monday 23 November 2026, 10:00 in Brussels: every seeded date of the API tests is relative to it. */
export const NOW = '2026-11-23T09:00:00.000Z';
