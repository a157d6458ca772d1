import { useEffect, useRef, useState } from 'react';

/**
 * A text input's own value, committed `delay` ms after the last keystroke (000 §9 debounces). It follows
 * outside changes of the committed value (back/forward, reset) without fighting what is being typed.
 */
export function useDebouncedInput(value: string, onCommit: (next: string) => void, delay: number): [string, (next: string) => void] {
  const [local, setLocal] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const committed = useRef(value);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    clearTimeout(timer.current);
    setLocal(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setLocal(next);
    clearTimeout(timer.current);
    const fire = () => {
      // the query string keeps the trimmed text: remember that form so it is not mistaken for an outside change
      committed.current = next.trim();
      commit.current(next);
    };
    timer.current = setTimeout(fire, delay);
  };
  // no delay (the filters dialog's draft): nothing to hold, the field shows its owner's value. A copy of its own
  // lost letters typed fast: the effect above runs after paint, when the next letter is already committed, and took
  // the previous render's value for an outside change
  if (delay <= 0) return [value, onCommit];
  return [local, change];
}
