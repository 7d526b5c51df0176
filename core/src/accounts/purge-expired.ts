import type { Clock } from '../shared/clock.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import { accountPolicy } from './account-deps.ts';
import type { SessionStore } from './session-store.ts';

export interface PurgeResult {
  sessions: number;
  rateLimitWindows: number;
}

/**
 * Housekeeping: removes sessions that can no longer be used (past their absolute end or idle for
 * longer than the idle window) and rate-limit windows that have ended. Safe to run any time.
 */
export async function purgeExpired(deps: {
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  clock: Clock;
}): Promise<PurgeResult> {
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - accountPolicy.sessionIdleSeconds * 1000);
  const sessions = await deps.sessions.deleteExpired(now, idleSince);
  const rateLimitWindows = await deps.rateLimiter.purgeExpired();
  return { sessions, rateLimitWindows };
}
