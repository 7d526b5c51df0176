import type { QueryResult } from '@mikro-orm/sql';
import type { Clock } from '@commons/core/shared/clock';
import type { RateLimit, RateLimitDecision, RateLimiter } from '@commons/core/shared/rate-limiter';
import type { EntityManager } from '../orm.ts';

/** Attempts to add to one key's window, and the end of a window the first of them would start. */
export interface WindowAttempts {
  key: string;
  points: number;
  expiresAt: Date;
}

/**
 * Adds each key's attempts to its window in one upsert, or starts a new window where the old one
 * has ended, atomically on any number of instances; the windows after it, by key. Keys are written
 * in one order, the same in every statement, so two statements never wait on each other's rows.
 */
export async function addAttempts(
  em: EntityManager,
  attempts: readonly WindowAttempts[],
  now: Date,
): Promise<Map<string, { points: number; expiresAt: Date }>> {
  const rows = await em.getConnection().execute<{ key: string; points: number; expires_at: Date }[]>(
    `insert into rate_limits (key, points, expires_at)
     select key, points, expires_at
     from json_to_recordset(cast(? as json)) as attempts(key text, points int, expires_at timestamptz)
     order by key
     on conflict (key) do update set
       points = case when rate_limits.expires_at <= ? then excluded.points else rate_limits.points + excluded.points end,
       expires_at = case when rate_limits.expires_at <= ? then excluded.expires_at else rate_limits.expires_at end
     returning key, points, expires_at`,
    [
      JSON.stringify(
        attempts.map(({ key, points, expiresAt }) => ({ key, points, expires_at: expiresAt.toISOString() })),
      ),
      now,
      now,
    ],
  );
  return new Map(
    rows.map((row) => [row.key, { points: Number(row.points), expiresAt: new Date(row.expires_at) }]),
  );
}

/** The decision for the attempt that brought a window to `points`. */
export function decisionAt(
  window: { points: number; expiresAt: Date },
  limit: RateLimit,
  now: Date,
): RateLimitDecision {
  if (window.points <= limit.points) return { allowed: true, remaining: limit.points - window.points };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((window.expiresAt.getTime() - now.getTime()) / 1000),
  };
}

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
    const expiresAt = new Date(now.getTime() + limit.windowSeconds * 1000);
    const windows = await addAttempts(this.#em, [{ key, points: 1, expiresAt }], now);
    return decisionAt(windows.get(key)!, limit, now);
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
