import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryRateLimiter } from '../shared/testing/in-memory-rate-limiter.ts';
import { purgeExpired } from './purge-expired.ts';
import { InMemoryMemberRepository } from '../members/testing/in-memory-member-repository.ts';
import { InMemoryEmailChangeUndos } from './testing/in-memory-email-change-undos.ts';
import { InMemoryKnownDevices } from './testing/in-memory-known-devices.ts';
import { InMemorySessionStore } from './testing/in-memory-session-store.ts';
import { InMemorySignInCodes } from './testing/in-memory-sign-in-codes.ts';
import { aNewMember } from '../members/testing/member-builder.ts';

const noCodesNorDevices = () => ({
  signInCodes: new InMemorySignInCodes(),
  knownDevices: new InMemoryKnownDevices(),
});

describe('purgeExpired', () => {
  it('removes sessions idle for more than 7 days, ended rate-limit windows and ended e-mail change undos', async () => {
    const clock = new FixedClock('2026-03-10T00:00:00.000Z');
    const sessions = new InMemorySessionStore();
    const rateLimiter = new InMemoryRateLimiter(clock);
    const members = new InMemoryMemberRepository(clock);
    const emailChangeUndos = new InMemoryEmailChangeUndos();
    const undo = { memberId: 'm1', oldEmail: 'old@example.org', tokenHash: 'ended' };
    await emailChangeUndos.save({ ...undo, expiresAt: new Date('2026-03-10T00:01:00.000Z') });
    await emailChangeUndos.save({
      ...undo,
      tokenHash: 'live',
      expiresAt: new Date('2026-03-10T00:02:00.000Z'),
    });
    const base = {
      memberId: 'm1',
      createdAt: clock.now(),
      expiresAt: new Date('2026-04-01T00:00:00.000Z'),
      signedInWith: 'password' as const,
    };
    await sessions.create({ ...base, tokenHash: 'idle', lastSeenAt: new Date('2026-03-03T00:01:00.000Z') });
    await sessions.create({ ...base, tokenHash: 'live', lastSeenAt: new Date('2026-03-03T00:01:02.000Z') });
    await rateLimiter.consume('login:ip:1', { points: 10, windowSeconds: 60 });
    // Now 2026-03-10T00:01:01: the idle window began 2026-03-03T00:01:01.
    clock.advanceSeconds(61);

    expect(
      await purgeExpired({ ...noCodesNorDevices(), sessions, rateLimiter, members, emailChangeUndos, clock }),
    ).toEqual({
      sessions: 1,
      rateLimitWindows: 1,
      unverifiedRegistrations: 0,
      emailChangeUndos: 1,
      signInCodes: 0,
      knownDevices: 0,
    });
    expect(await emailChangeUndos.findByTokenHash('live')).not.toBeNull();
    expect(await sessions.findByTokenHash('live')).not.toBeNull();
  });

  it('purges registrations left unverified for 7 days, and keeps younger ones and verified accounts', async () => {
    const clock = new FixedClock('2026-03-01T00:00:00.000Z');
    const members = new InMemoryMemberRepository(clock);
    const stale = await members.create(aNewMember());
    const verified = await members.create(aNewMember({ emailVerifiedAt: clock.now() }));
    clock.advanceSeconds(6 * 24 * 3600);
    const young = await members.create(aNewMember());
    clock.advanceSeconds(24 * 3600 + 1);
    const deps = {
      ...noCodesNorDevices(),
      sessions: new InMemorySessionStore(),
      rateLimiter: new InMemoryRateLimiter(clock),
      members,
      emailChangeUndos: new InMemoryEmailChangeUndos(),
      clock,
    };

    expect((await purgeExpired(deps)).unverifiedRegistrations).toBe(1);

    expect(await members.findById(stale.id)).toBeNull();
    expect(await members.findById(verified.id)).not.toBeNull();
    expect(await members.findById(young.id)).not.toBeNull();
  });

  it('removes sign-in codes past their five minutes and devices no longer known', async () => {
    const clock = new FixedClock('2026-03-01T00:00:00.000Z');
    const deps = {
      ...noCodesNorDevices(),
      sessions: new InMemorySessionStore(),
      rateLimiter: new InMemoryRateLimiter(clock),
      members: new InMemoryMemberRepository(clock),
      emailChangeUndos: new InMemoryEmailChangeUndos(),
      clock,
    };
    const ended = new Date('2026-03-01T00:05:00.000Z');
    const code = { codeHash: 'digest', expiresAt: ended, attempts: 0, sentAt: clock.now() };
    await deps.signInCodes.save('ada@example.org', 'browser', code);
    await deps.signInCodes.save('eve@example.org', 'browser', {
      ...code,
      expiresAt: new Date('2026-03-01T00:05:01Z'),
    });
    await deps.knownDevices.remember({
      tokenHash: 'gone',
      memberId: 'm1',
      createdAt: clock.now(),
      expiresAt: ended,
    });
    clock.advanceSeconds(300);

    expect(await purgeExpired(deps)).toMatchObject({ signInCodes: 1, knownDevices: 1 });
    expect(await deps.signInCodes.find('eve@example.org', 'browser')).not.toBeNull();
  });
});
