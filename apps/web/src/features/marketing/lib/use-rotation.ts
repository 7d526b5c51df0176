import { useCallback, useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` and wraps after `count`, as the hero phrase and the
 * advisory carousel do. Moving by hand restarts the wait; `paused` stops it (hover, focus, the
 * visitor's pause button or their wish for less motion).
 */
export function useRotation(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  return { index, next, previous, goTo };
}
