import type { Clock } from '../clock.ts';
import type { RateLimit, RateLimitDecision, RateLimiter } from '../rate-limiter.ts';

export class InMemoryRateLimiter implements RateLimiter {
  readonly #clock: Clock;
  readonly #windows = new Map<string, { points: number; expiresAt: number }>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  async consume(key: string, limit: RateLimit): Promise<RateLimitDecision> {
    const now = this.#clock.now().getTime();
    const current = this.#windows.get(key);
    const window =
      current && current.expiresAt > now
        ? { points: current.points + 1, expiresAt: current.expiresAt }
        : { points: 1, expiresAt: now + limit.windowSeconds * 1000 };
    this.#windows.set(key, window);
    return window.points <= limit.points
      ? { allowed: true, remaining: limit.points - window.points }
      : { allowed: false, retryAfterSeconds: Math.ceil((window.expiresAt - now) / 1000) };
  }

  async peek(key: string, limit: RateLimit): Promise<RateLimitDecision> {
    const now = this.#clock.now().getTime();
    const current = this.#windows.get(key);
    const points = current && current.expiresAt > now ? current.points : 0;
    if (points < limit.points) return { allowed: true, remaining: limit.points - points };
    return { allowed: false, retryAfterSeconds: Math.ceil((current!.expiresAt - now) / 1000) };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async purgeExpired(): Promise<number> {
    const now = this.#clock.now().getTime();
    const ended = [...this.#windows].filter(([, window]) => window.expiresAt <= now).map(([key]) => key);
    for (const key of ended) this.#windows.delete(key);
    return ended.length;
  }
}
