import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left, falling by one each second to zero; `restart` starts again from the top. Reads
 * the wall clock, so a tab the browser slowed down in the background still shows the truth.
 */
export function useCountdown(fromSeconds: number): { secondsLeft: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + fromSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + fromSeconds * 1000);
  }, [fromSeconds]);
  return { secondsLeft, restart };
}

/** 300 -> "5:00", 59 -> "0:59". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
