import { apiNow } from './browser';

/** Finds seeded data the journeys need, through the public API, so tests do not hard-code seed ids. */
export interface OpenAvailability {
  id: number;
  cuid: string;
  title: string;
}

interface Av {
  id: number;
  cuid: string;
  status: string;
  capacity: number | null;
  registered: number;
  registrations_start_at?: string | null;
  registrations_end_at?: string | null;
  start_at: string;
  age_minimum?: number | null;
  age_maximum?: number | null;
  activity?: { title: string; settings?: { allow_registrations_after_start?: boolean | null } | null };
  questions?: { required?: boolean | null }[];
  options?: { required?: boolean | null }[];
}

export interface AddableOptions {
  /** above a price (the demo customer's 15 € wallet would otherwise pay for cheap ones) */
  minPrice?: number;
  /** how far down the list to look: the widget's first page by default */
  limit?: number;
  /**
   * that a participant of this age may join (the API refuses anyone else: docs/api-contract.md, "Age limits"); by
   * default the demo customer's first participant, whom the add forms preselect: Léa, 8 (a new customer's 10-year-old
   * fits the same sessions)
   */
  age?: number;
  /** with required questions too (a journey that answers them) */
  questions?: boolean;
}

/** Léa's age at the seed's instant (born 8 years and 40 days before it, demo/api/src/seed/index.ts). */
const FIRST_PARTICIPANT_AGE = 8;

/** The availabilities of the list's first `limit` (the widgets' default query) that a customer can add now. */
export async function openAvailabilities(
  api: string,
  { minPrice = 0, limit = 20, age = FIRST_PARTICIPANT_AGE, questions = false }: AddableOptions = {},
): Promise<(OpenAvailability & { questions: boolean })[]> {
  const res = await fetch(`${api}/api/availabilities?limit=${limit}&offset=0`);
  const body = (await res.json()) as { data: (Av & { price: number })[] };
  const now = (await apiNow()).getTime();
  const asks = (a: Av) => !!a.questions?.some((q) => q.required);
  return body.data
    .filter(
      (a) =>
        a.status === 'OPEN' &&
        (a.capacity === null || a.capacity - a.registered >= 1) &&
        (!a.registrations_start_at || Date.parse(a.registrations_start_at) <= now) &&
        (!a.registrations_end_at || Date.parse(a.registrations_end_at) > now) &&
        Date.parse(a.start_at) > now &&
        a.price >= minPrice &&
        (a.age_minimum ?? 0) <= age &&
        age <= (a.age_maximum ?? Infinity) &&
        // the journeys fill the plain form; questions and options have their own component tests
        (questions || !asks(a)) &&
        !a.options?.some((o) => o.required),
    )
    .map((a) => ({ id: a.id, cuid: a.cuid, title: a.activity?.title ?? '', questions: asks(a) }));
}

/** The first `count` of openAvailabilities: what the journeys add. */
export async function addable(api: string, { count = 1, ...options }: AddableOptions & { count?: number } = {}): Promise<OpenAvailability[]> {
  const found = await openAvailabilities(api, options);
  if (found.length < count) throw new Error(`the seed has fewer than ${count} addable availabilities on the first page`);
  return found.slice(0, count).map(({ id, cuid, title }) => ({ id, cuid, title }));
}

export async function firstAddable(api: string): Promise<OpenAvailability> {
  return (await addable(api))[0]!;
}

/** A bundle of the seed: { cuid, title }. */
export async function aBundle(api: string): Promise<OpenAvailability> {
  const body = (await (await fetch(`${api}/api/bundles?limit=5`)).json()) as { data: { id: number; cuid: string; title: string }[] };
  const b = body.data[0];
  if (!b) throw new Error('the seed has no bundle');
  return { id: b.id, cuid: b.cuid, title: b.title };
}

/** The demo customer's token, straight from the API (to arrange a cart before a journey). */
export async function demoToken(api: string, email = 'demo@oriel.test', password = 'demo-password'): Promise<string> {
  const res = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * Adds registrations to the customer's cart through the API (first participant), each with its open dates as the add
 * form preselects them (a camp of several days needs them); answers the item count.
 */
export async function addToCart(api: string, token: string, availabilityIds: number[]): Promise<number> {
  const listed = (await (await fetch(`${api}/api/availabilities?limit=100&offset=0`)).json()) as {
    data: { id: number; dates: { id: number; status: string }[] }[];
  };
  const openDates = (id: number) => (listed.data.find((a) => a.id === id)?.dates ?? []).filter((d) => d.status === 'OPEN').map((d) => ({ date_id: d.id }));
  const res = await fetch(`${api}/api/carts/items`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      registrations: availabilityIds.map((availability_id) => ({ availability_id, quantity: 1, availability_dates: openDates(availability_id) })),
    }),
  });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { items: unknown[] } }).data.items.length;
}

/** Empties the customer's open cart through the API, items whose hold ran out included, so journeys start from an empty cart in any order. */
export async function emptyCartOf(api: string, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await (await fetch(`${api}/api/carts/current`, { headers })).json()) as {
    data: { items: { id: number }[]; expired_items?: { id: number }[] } | null;
  };
  for (const item of [...(cart.data?.items ?? []), ...(cart.data?.expired_items ?? [])])
    await fetch(`${api}/api/carts/items?item_id=${item.id}`, { method: 'DELETE', headers });
}

/** Places left on an availability, as the API counts them now (held cart places included). */
export async function placesLeft(api: string, cuid: string): Promise<number | null> {
  const body = (await (await fetch(`${api}/api/availabilities/${cuid}`)).json()) as { data: { capacity: number | null; registered: number } };
  return body.data.capacity === null ? null : body.data.capacity - body.data.registered;
}

/** A new customer of its own (no participant), through the API; answers the token. */
export async function registerCustomer(api: string, email: string, firstname = 'Bruno'): Promise<string> {
  const address = {
    address: 'Rue de la Loi 16, 1000 Bruxelles, Belgique',
    street: 'Rue de la Loi',
    number: '16',
    postcode: '1000',
    city: 'Bruxelles',
    state: 'Bruxelles-Capitale',
    country: 'BE',
    latitude: 50.8455,
    longitude: 4.3676,
  };
  const res = await fetch(`${api}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstname, lastname: 'Martin', email, phone: '+32 470 11 22 33', password: 'secret-123', address, terms: true, custom_data: [] }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A registration of a customer of its own, paid by bank transfer later, through the API: what the journeys cancel. */
export async function freshRegistration(api: string, email: string): Promise<{ cuid: string; title: string }> {
  const token = await registerCustomer(api, email, 'Nina');
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  // the seed's participant fields: Allergies (3, optional) and the t-shirt size (4, required)
  const body = { firstname: 'Noé', lastname: 'Martin', birthdate: '2016-05-04', custom_data: [{ field_id: 4, data: '8 ans' }] };
  const created = await fetch(`${api}/api/participants`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (created.status !== 201) throw new Error(`participant: ${created.status} ${await created.text()}`);
  // Noé is 10: the sessions of the default age (8) take him too
  const [target] = await addable(api, { minPrice: 1 });
  await addToCart(api, token, [target!.id]);
  const { data } = (await (await fetch(`${api}/api/carts/current`, { headers })).json()) as { data: { id: number } };
  const done = await fetch(`${api}/api/carts/checkout`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ cart_id: data.id, payment_strategy: 'DELAYED', terms: true }),
  });
  if (!done.ok) throw new Error(`checkout: ${done.status} ${await done.text()}`);
  const list = (await (await fetch(`${api}/api/account/registrations`, { headers })).json()) as { data: { cuid: string }[] };
  return { cuid: list.data[0]!.cuid, title: target!.title };
}
