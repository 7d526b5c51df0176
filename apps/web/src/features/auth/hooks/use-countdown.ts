import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * Seconds left until `endsAt` (ms since the epoch), falling by one each second to zero; `restart`
 * counts down to a new end. Reads the wall clock, so a tab the browser slowed down in the
 * background, or a reload, still shows the truth. The first render (the server's HTML, and the
 * browser's hydration of it) shows `fullSeconds`; the real end is read once the page runs.
 */
export function useCountdown(
  endsAtOnOpen: () => number,
  fullSeconds: number,
): {
  secondsLeft: number;
  restart: (endsAt: number) => void;
} {
  const [endsAt, setEndsAt] = useState(endsAtOnOpen);
  const [now, setNow] = useState(() => Date.now());
  const hydrated = useHydrated();
  const secondsLeft = hydrated ? Math.max(0, Math.ceil((endsAt - now) / 1000)) : fullSeconds;
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback((nextEndsAt: number) => {
    setNow(Date.now());
    setEndsAt(nextEndsAt);
  }, []);
  return { secondsLeft, restart };
}

/** 300 -> "5:00", 59 -> "0:59". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
