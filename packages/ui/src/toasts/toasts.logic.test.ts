import { describe, expect, it } from 'vitest';
import type { Toast } from '@oriel/core';
import { newAnnouncements, nextAnnounced } from './announce.logic';
import { swipeDismisses, swipeOffset, swipeOpacity, swipes, SWIPE_DISMISS_PX } from './swipe.logic';

const toast = (id: number, type: Toast['type'], message: string): Toast => ({ id, type, message });

describe('announcements', () => {
  it('each toast text once; a loading toast turned success is said again, a re-render never', () => {
    const seen = new Set<string>();
    expect(newAnnouncements([toast(1, 'loading', 'Chargement…')], seen, 'Mis à jour').map((a) => a.text)).toEqual(['Chargement…']);
    expect(newAnnouncements([toast(1, 'loading', 'Chargement…')], seen, 'Mis à jour')).toEqual([]);
    expect(newAnnouncements([toast(1, 'success', '')], seen, 'Mise à jour effectuée')).toEqual([
      { key: '1:success:Mise à jour effectuée', text: 'Mise à jour effectuée', assertive: false },
    ]);
    expect(newAnnouncements([toast(1, 'success', ''), toast(2, 'error', 'ko')], seen, 'Mise à jour effectuée')).toEqual([
      { key: '2:error:ko', text: 'ko', assertive: true },
    ]);
  });

  it('a region empties when its toast no longer says that text', () => {
    const loading = [toast(1, 'loading', '…')];
    const first = nextAnnounced({ polite: null, assertive: null }, newAnnouncements(loading, new Set(), 'u'), loading, 'u');
    expect(first.polite?.text).toBe('…');
    const failed = [toast(1, 'error', 'ko')];
    const next = nextAnnounced(first, newAnnouncements(failed, new Set(), 'u'), failed, 'u');
    expect(next).toEqual({ polite: null, assertive: { key: '1:error:ko', text: 'ko', assertive: true } });
  });
});

describe('swipe (000 §9: 20 px)', () => {
  it('touch and pen swipe, a mouse does not', () => {
    expect([swipes('touch'), swipes('pen'), swipes('mouse')]).toEqual([true, true, false]);
  });
  it('dismisses at the threshold either way, fading as it goes', () => {
    expect(SWIPE_DISMISS_PX).toBe(20);
    expect(swipeOffset(100, 119)).toBe(19);
    expect(swipeDismisses(19)).toBe(false);
    expect(swipeDismisses(20)).toBe(true);
    expect(swipeDismisses(-20)).toBe(true);
    expect(swipeOpacity(0)).toBe(1);
    expect(swipeOpacity(30)).toBe(0.5);
    expect(swipeOpacity(90)).toBe(0);
  });
});
