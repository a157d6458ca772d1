// No runtime import: scripts/bench/data.mjs loads this file too, so the bench's fake API answers as this one does.
import type { serializeDate } from './availabilities';

/**
 * Each session without what it shares with its availability: `status`, `capacity` and `registered` only when they
 * differ (a session's `capacity: null` is unlimited, absent is its availability's). No sessions at all when the only
 * one is the availability itself (same start and end, nothing different). Core's card schema restores them.
 */
export function cardSessions(
  own: { status: string; start_at: string; end_at: string; capacity: number | null; registered: number },
  dates: readonly ReturnType<typeof serializeDate>[],
) {
  const sessions = dates.map((d) => ({
    cuid: d.cuid,
    start_at: d.start_at,
    end_at: d.end_at,
    ...(d.status !== own.status ? { status: d.status } : {}),
    ...(d.capacity !== own.capacity ? { capacity: d.capacity } : {}),
    ...(d.registered !== own.registered ? { registered: d.registered } : {}),
  }));
  const [only] = sessions;
  const itself = sessions.length === 1 && Object.keys(only!).length === 3 && only!.start_at === own.start_at && only!.end_at === own.end_at;
  return itself ? [] : sessions;
}
