import { formatTime } from '@oriel/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../context/runtime';
import { useSignalValue } from '../context/use-signal';
import { Icon } from '../primitives/icons';
import { announcedMinutes, countdownText, holdEnd, holdPhase, nextTick } from './cart-hold.logic';
import { CLOCK_ICON } from './cart-icons';

/**
 * The runtime's clock (its `now` signal ticks every 15 s), read between its ticks too, and rendered again whenever
 * the hold's display next changes: each second of the countdown, and the instant a hold ends.
 */
export function useHoldClock(items: readonly { expires_at?: string | null }[]): number {
  const runtime = useRuntime();
  const base = useSignalValue(runtime.now);
  const anchor = useRef({ base, at: Date.now() });
  if (anchor.current.base !== base) anchor.current = { base, at: Date.now() };
  const now = base + Math.max(0, Date.now() - anchor.current.at);
  const [, rerender] = useState(0);
  const wait = nextTick(holdEnd(items, now), now);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait);
    return () => clearTimeout(timer);
  });
  return now;
}

/**
 * Until when the cart's places are held, in the organiser's zone ('Réservé jusqu’à 14:32'), with a countdown in
 * the last five minutes. A polite live region, always present, speaks at 5, 2 and 1 minutes left and when the hold
 * has run out (`lost`: some items are no longer held); the ticking countdown itself is hidden from screen readers.
 */
export function HoldNotice({ end, now, lost }: { end: number | null; now: number; lost: boolean }) {
  const { t, lang, timezone } = useRuntime();
  const phase = holdPhase(end, now);
  const minutes = end === null || phase === 'none' ? null : announcedMinutes(end - now);
  const spoken = minutes !== null ? t('cart_drawer.minutes_left', { count: minutes }) : phase === 'none' && lost ? t('cart_drawer.expired') : '';
  return (
    <div className={phase === 'ending' ? 'o-hold is-ending' : 'o-hold'}>
      {end !== null && phase !== 'none' ? (
        <p className="o-hold-until">
          <Icon d={CLOCK_ICON} />
          <span>{t('cart_drawer.held_until', { time: formatTime(end, { locale: lang, timeZone: timezone }) })}</span>
          {phase === 'ending' && (
            <span className="o-hold-left" aria-hidden="true">
              {t('cart_drawer.time_left', { time: countdownText(end - now) })}
            </span>
          )}
        </p>
      ) : (
        // the live region below carries the same words for screen readers
        lost && (
          <p className="o-hold-until" aria-hidden="true">
            {t('cart_drawer.expired')}
          </p>
        )
      )}
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}
