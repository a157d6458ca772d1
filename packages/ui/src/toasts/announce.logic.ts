import type { Toast } from '@oriel/core';

/** What the live regions say: one toast's text, once. */
export interface Announcement {
  /** id, type and text: a loading toast that turns into its result is announced again, a re-render never is */
  readonly key: string;
  readonly text: string;
  /** errors interrupt (aria-live=assertive); success and loading wait their turn (role=status) */
  readonly assertive: boolean;
}

export const toastText = (toast: Toast, updated: string): string => toast.message || updated;

/**
 * The toasts not yet announced, oldest first; `seen` (keys already announced) is updated. The visible list is no
 * live region itself, so a toast is never read twice (once by the list, once by its alert).
 */
export function newAnnouncements(toasts: readonly Toast[], seen: Set<string>, updated: string): Announcement[] {
  const out: Announcement[] = [];
  for (const toast of toasts) {
    const text = toastText(toast, updated);
    const key = `${toast.id}:${toast.type}:${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, text, assertive: toast.type === 'error' });
  }
  return out;
}

export interface Announced {
  readonly polite: Announcement | null;
  readonly assertive: Announcement | null;
}

/**
 * What each live region holds next: the newest announcement of its kind, kept only while its toast still shows
 * that text (a loading toast turned error leaves the polite region empty).
 */
export function nextAnnounced(previous: Announced, added: readonly Announcement[], toasts: readonly Toast[], updated: string): Announced {
  const current = new Set(toasts.map((t) => `${t.id}:${t.type}:${toastText(t, updated)}`));
  const pick = (assertive: boolean, before: Announcement | null) => {
    const fresh = added.filter((a) => a.assertive === assertive).at(-1);
    return fresh ?? (before && current.has(before.key) ? before : null);
  };
  return { polite: pick(false, previous.polite), assertive: pick(true, previous.assertive) };
}
