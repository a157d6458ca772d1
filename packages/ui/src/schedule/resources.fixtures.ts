// API answers for the resources views' tests (shapes of docs/api-contract.md; not exported from the package).
export const resources = [
  {
    id: 1,
    cuid: 'res-court-1',
    name: 'Court de tennis 1',
    images: [{ public_url: 'https://media.test/court.svg' }],
    location: { name: 'Kauwberg', title: 'Centre sportif du Kauwberg' },
  },
  { id: 3, cuid: 'res-salle', name: 'Salle de danse', images: [], location: null },
];

const tennis = [
  { duration: 3600, amount: 1800 },
  { duration: 5400, amount: 2500 },
];
const salle = [
  { duration: 3600, amount: 3000 },
  { duration: 7200, amount: 5500 },
];
/** Saturday 21 November 2026 (now is 11:00 in Brussels): 12:00 and 13:00 slots; Sunday 22: one 10:00 slot. */
export const slots = [
  { id: 11, resource_id: 1, start_at: '2026-11-21T11:00:00.000Z', prices: tennis },
  { id: 31, resource_id: 3, start_at: '2026-11-21T11:00:00.000Z', prices: salle },
  { id: 12, resource_id: 1, start_at: '2026-11-21T12:00:00.000Z', prices: tennis },
  { id: 21, resource_id: 1, start_at: '2026-11-22T09:00:00.000Z', prices: tennis },
];

/** GET /api/resources/availabilities honouring after/before like the demo API. */
export function slotsRoute(url: URL) {
  const after = Date.parse(url.searchParams.get('after') ?? '');
  const before = Date.parse(url.searchParams.get('before') ?? '');
  const data = slots.filter((s) => Date.parse(s.start_at) >= after && Date.parse(s.start_at) < before);
  return { data, count: data.length };
}
