import type { RequestInput } from './cart-add-input';

/**
 * The body's registrations_requests come one entry per registration of the tier's count (000 §7): the entries of one
 * participant, activity, tier and answers are one request covering their availabilities, so the tier counts them
 * together. An entry naming several availabilities is read the same way; an availability of no known activity stays
 * in a request of its own, which then answers 404.
 */
export function groupRequestEntries(entries: readonly RequestInput[], activityOf: ReadonlyMap<number, number>): RequestInput[] {
  const groups = new Map<string, RequestInput>();
  entries.forEach((entry, index) => {
    const activities = new Set(entry.availabilities.map((a) => activityOf.get(a.id)));
    const activity = activities.size === 1 ? [...activities][0] : undefined;
    const key =
      activity === undefined
        ? `entry:${index}`
        : JSON.stringify([entry.participant_id ?? null, activity, entry.tier_id ?? null, entry.options, entry.questions]);
    const group = groups.get(key);
    if (group) group.availabilities = [...group.availabilities, ...entry.availabilities];
    else groups.set(key, { ...entry, availabilities: [...entry.availabilities] });
  });
  return [...groups.values()];
}
