import type { Clock } from '@commons/core/shared/clock';
import type { RateLimit, RateLimitDecision, RateLimiter } from '@commons/core/shared/rate-limiter';
import type { EntityManager } from '../orm.ts';
import { addAttempts, decisionAt, SqlRateLimiter } from './sql-rate-limiter.ts';

/** Refused keys remembered at once; past it the oldest is let go (its next attempt asks the database). */
const refusedKeysKept = 10_000;

interface Attempt {
  limit: RateLimit;
  resolve(decision: RateLimitDecision): void;
  reject(error: unknown): void;
}

/**
 * The rate limiter of a hot path (the ad slot counts every answer with an ad): the windows of the
 * `rate_limits` table, as `SqlRateLimiter` keeps them, so a limit holds across instances, at a cost
 * per request the slot can carry:
 * - the attempts that arrive while a statement runs are counted by the next one: one upsert adds
 *   every key's attempts at once (`points = points + n`), and each caller learns its own place;
 * - a key refused once is refused in process, without a query, until its window ends: within a
 *   window a key's count only grows, so the database would refuse it too. A `reset` on another
 *   instance is seen when the window ends (the ad slot's keys are never reset).
 * Peeking, resetting and purging go straight to the table.
 */
export class BatchedSqlRateLimiter implements RateLimiter {
  readonly #em: EntityManager;
  readonly #clock: Clock;
  readonly #table: SqlRateLimiter;
  /** Attempts waiting for the running statement to finish, per key, in arrival order. */
  #waiting = new Map<string, Attempt[]>();
  #running = false;
  /** Key -> when its refusing window ends (ms). */
  readonly #refusedUntil = new Map<string, number>();

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
    this.#table = new SqlRateLimiter(em, clock);
  }

  consume(key: string, limit: RateLimit): Promise<RateLimitDecision> {
    const now = this.#clock.now().getTime();
    const refusedUntil = this.#refusedUntil.get(key);
    if (refusedUntil !== undefined && refusedUntil > now) {
      return Promise.resolve({ allowed: false, retryAfterSeconds: Math.ceil((refusedUntil - now) / 1000) });
    }
    this.#refusedUntil.delete(key);
    return new Promise((resolve, reject) => {
      const attempts = this.#waiting.get(key) ?? [];
      attempts.push({ limit, resolve, reject });
      this.#waiting.set(key, attempts);
      if (this.#running) return;
      this.#running = true;
      // On the next turn of the event loop, so the attempts read in this turn share the statement.
      setImmediate(() => void this.#drain());
    });
  }

  peek(key: string, limit: RateLimit): Promise<RateLimitDecision> {
    return this.#table.peek(key, limit);
  }

  async reset(key: string): Promise<void> {
    this.#refusedUntil.delete(key);
    await this.#table.reset(key);
  }

  purgeExpired(): Promise<number> {
    return this.#table.purgeExpired();
  }

  async #drain(): Promise<void> {
    try {
      while (this.#waiting.size > 0) {
        const batch = this.#waiting;
        this.#waiting = new Map();
        await this.#write(batch);
      }
    } finally {
      this.#running = false;
    }
  }

  async #write(batch: Map<string, Attempt[]>): Promise<void> {
    const now = this.#clock.now();
    try {
      const windows = await addAttempts(
        this.#em,
        [...batch].map(([key, attempts]) => ({
          key,
          points: attempts.length,
          expiresAt: new Date(now.getTime() + attempts[0]!.limit.windowSeconds * 1000),
        })),
        now,
      );
      for (const [key, attempts] of batch) {
        const window = windows.get(key)!;
        // The batch's attempts are the last ones of the window, in arrival order.
        const before = window.points - attempts.length;
        attempts.forEach((attempt, index) => {
          const decision = decisionAt({ ...window, points: before + index + 1 }, attempt.limit, now);
          if (!decision.allowed) this.#remember(key, window.expiresAt.getTime());
          attempt.resolve(decision);
        });
      }
    } catch (error) {
      for (const attempts of batch.values()) for (const { reject } of attempts) reject(error);
    }
  }

  #remember(key: string, until: number): void {
    this.#refusedUntil.set(key, until);
    if (this.#refusedUntil.size > refusedKeysKept) {
      this.#refusedUntil.delete(this.#refusedUntil.keys().next().value!);
    }
  }
}
