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
}

/** The first availability of the widget's first page (same default query) that a customer can add now. */
export async function firstAddable(api: string): Promise<OpenAvailability> {
  const res = await fetch(`${api}/api/availabilities?limit=20&offset=0`);
  const body = (await res.json()) as { data: Av[] };
  const now = Date.now();
  const av = body.data.find(
    (a) =>
      a.status === 'OPEN' &&
      (a.capacity === null || a.capacity - a.registered >= 1) &&
      (!a.registrations_start_at || Date.parse(a.registrations_start_at) <= now) &&
      (!a.registrations_end_at || Date.parse(a.registrations_end_at) > now) &&
      Date.parse(a.start_at) > now,
  );
  if (!av) throw new Error('the seed has no addable availability on the first page');
  return { cuid: av.cuid, title: av.activity?.title ?? '' };
}
