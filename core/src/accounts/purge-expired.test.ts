import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../shared/testing/in-memory-rate-limiter.ts';
import { purgeExpired } from './purge-expired.ts';
import { InMemorySessionStore } from './testing/in-memory-session-store.ts';

describe('purgeExpired', () => {
  it('removes sessions idle for more than 7 days and ended rate-limit windows', async () => {
    const clock = new FixedClock('2026-03-10T00:00:00.000Z');
    const sessions = new InMemorySessionStore();
    const rateLimiter = new InMemoryRateLimiter(clock);
    const base = { memberId: 'm1', createdAt: clock.now(), expiresAt: new Date('2026-04-01T00:00:00.000Z') };
    await sessions.create({ ...base, tokenHash: 'idle', lastSeenAt: new Date('2026-03-03T00:01:00.000Z') });
    await sessions.create({ ...base, tokenHash: 'live', lastSeenAt: new Date('2026-03-03T00:01:02.000Z') });
    await rateLimiter.consume('login:ip:1', { points: 10, windowSeconds: 60 });
    // Now 2026-03-10T00:01:01: the idle window began 2026-03-03T00:01:01.
    clock.advanceSeconds(61);

    expect(await purgeExpired({ sessions, rateLimiter, clock })).toEqual({
      sessions: 1,
      rateLimitWindows: 1,
    });
    expect(await sessions.findByTokenHash('live')).not.toBeNull();
  });
});
