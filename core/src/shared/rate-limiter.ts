/**
 * Counts attempts per key in fixed windows. Shared by every app instance through its adapter, so a
 * limit holds however many processes serve the traffic.
 */
export interface RateLimit {
  /** How many attempts a window allows. */
  points: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Records one attempt for `key` and says whether it is within `limit`. */
  consume(key: string, limit: RateLimit): Promise<RateLimitDecision>;
  /** Says whether one more attempt would be within `limit`, without counting one. */
  peek(key: string, limit: RateLimit): Promise<RateLimitDecision>;
  /** Forgets the attempts for `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Deletes the windows that have ended; returns how many. */
  purgeExpired(): Promise<number>;
}
