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
    if (delay <= 0) fire();
    else timer.current = setTimeout(fire, delay);
  };
  return [local, change];
}
