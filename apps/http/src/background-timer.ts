/**
 * Runs `run` once after `firstMs`, then every `intervalMs`, for the server's periodic chores.
 * The timers do not keep the process alive on their own. Returns a function that stops them.
 */
export function every(intervalMs: number, firstMs: number, run: () => void): () => void {
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
