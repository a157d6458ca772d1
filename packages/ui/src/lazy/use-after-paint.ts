import { useEffect, useState } from 'react';

/**
 * `value` as it was until the frame after it changed: a view that takes a tap's heavy consequence from it (the next
 * week's calendar, its loading display) paints the tap's own feedback first and does the rest in a task of its own,
 * so the tap's next frame never waits for it. Effects run after the paint, which is the one frame of delay wanted.
 */
export function useAfterPaint<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => setSettled(value), [value]);
  return settled;
}
