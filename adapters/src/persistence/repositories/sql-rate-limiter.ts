import type { QueryResult } from '@mikro-orm/sql';
import type { Clock } from '@commons/core/shared/clock';
import type { RateLimit, RateLimitDecision, RateLimiter } from '@commons/core/shared/rate-limiter';
import type { EntityManager } from '../orm.ts';

/**
 * Fixed-window counters in the `rate_limits` table. One upsert per attempt increments the window or
 * starts a new one atomically, so concurrent requests on any number of instances are all counted.
 * Expired rows are overwritten in place; `purgeExpired` keeps the table small.
 */
export class SqlRateLimiter implements RateLimiter {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async consume(key: string, limit: RateLimit): Promise<RateLimitDecision> {
    const now = this.#clock.now();
    const newExpiry = new Date(now.getTime() + limit.windowSeconds * 1000);
    const rows = await this.#em.getConnection().execute<{ points: number; expires_at: Date }[]>(
      `insert into rate_limits (key, points, expires_at) values (?, 1, ?)
       on conflict (key) do update set
         points = case when rate_limits.expires_at <= ? then 1 else rate_limits.points + 1 end,
         expires_at = case when rate_limits.expires_at <= ? then excluded.expires_at else rate_limits.expires_at end
       returning points, expires_at`,
      [key, newExpiry, now, now],
    );
    const row = rows[0]!;
    const points = Number(row.points);
    if (points <= limit.points) return { allowed: true, remaining: limit.points - points };
    const expiresAt = new Date(row.expires_at).getTime();
    return { allowed: false, retryAfterSeconds: Math.ceil((expiresAt - now.getTime()) / 1000) };
  }

  async peek(key: string, limit: RateLimit): Promise<RateLimitDecision> {
    const now = this.#clock.now();
    const rows = await this.#em
      .getConnection()
      .execute<{ points: number; expires_at: Date }[]>(
        'select points, expires_at from rate_limits where key = ? and expires_at > ?',
        [key, now],
      );
    const points = rows[0] ? Number(rows[0].points) : 0;
    if (points < limit.points) return { allowed: true, remaining: limit.points - points };
    const expiresAt = new Date(rows[0]!.expires_at).getTime();
    return { allowed: false, retryAfterSeconds: Math.ceil((expiresAt - now.getTime()) / 1000) };
  }

  async reset(key: string): Promise<void> {
    await this.#em.getConnection().execute('delete from rate_limits where key = ?', [key]);
  }

  async purgeExpired(): Promise<number> {
    const result = await this.#em
      .getConnection()
      .execute<QueryResult>('delete from rate_limits where expires_at <= ?', [this.#clock.now()], 'run');
    return result.affectedRows;
  }
}
