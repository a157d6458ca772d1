/** Finds seeded data the journeys need, through the public API, so tests do not hard-code seed ids. */
export interface OpenAvailability {
  cuid: string;
  title: string;
}

interface Av {
  cuid: string;
  status: string;
  capacity: number | null;
  registered: number;
  registrations_start_at?: string | null;
  registrations_end_at?: string | null;
  start_at: string;
  activity?: { title: string; settings?: { allow_registrations_after_start?: boolean | null } | null };
  questions?: { required?: boolean | null }[];
  options?: { required?: boolean | null }[];
}

/**
 * The first availabilities of the widget's first page (same default query) that a customer can add now,
 * optionally above a price (the demo customer's 15 € wallet would otherwise pay for cheap ones).
 */
export async function addable(api: string, { count = 1, minPrice = 0 } = {}): Promise<OpenAvailability[]> {
  const res = await fetch(`${api}/api/availabilities?limit=20&offset=0`);
  const body = (await res.json()) as { data: (Av & { price: number })[] };
  const now = Date.now();
  const found = body.data.filter(
    (a) =>
      a.status === 'OPEN' &&
      (a.capacity === null || a.capacity - a.registered >= 1) &&
      (!a.registrations_start_at || Date.parse(a.registrations_start_at) <= now) &&
      (!a.registrations_end_at || Date.parse(a.registrations_end_at) > now) &&
      Date.parse(a.start_at) > now &&
      a.price >= minPrice &&
      // the journeys fill the plain form; questions and options have their own component tests
      !a.questions?.some((q) => q.required) &&
      !a.options?.some((o) => o.required),
  );
  if (found.length < count) throw new Error(`the seed has fewer than ${count} addable availabilities on the first page`);
  return found.slice(0, count).map((a) => ({ cuid: a.cuid, title: a.activity?.title ?? '' }));
}

export async function firstAddable(api: string): Promise<OpenAvailability> {
  return (await addable(api))[0]!;
}

/** A bundle of the seed: { cuid, title }. */
export async function aBundle(api: string): Promise<OpenAvailability> {
  const body = (await (await fetch(`${api}/api/bundles?limit=5`)).json()) as { data: { cuid: string; title: string }[] };
  const b = body.data[0];
  if (!b) throw new Error('the seed has no bundle');
  return { cuid: b.cuid, title: b.title };
}
