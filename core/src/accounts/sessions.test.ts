import { describe, expect, it } from 'vitest';
import { endSession, resolveSession, startSession } from './sessions.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { accountTestDeps } from './testing/account-test-deps.ts';

async function withSession() {
  const fakes = accountTestDeps();
  const member = await fakes.members.create(
    aNewMember({ emailVerifiedAt: new Date('2026-03-01T00:00:00.000Z') }),
  );
  const grant = await startSession(fakes.deps, member.id, 'password');
  return { ...fakes, member, grant };
}

describe('sessions', () => {
  it('stores only the digest of a 30-day token', async () => {
    const { deps, sessions, grant } = await withSession();

    expect(grant.expiresAt).toEqual(new Date('2026-03-31T10:00:00.000Z'));
    expect(await sessions.findByTokenHash(grant.token)).toBeNull();
    expect(await sessions.findByTokenHash(deps.secrets.digest(grant.token))).not.toBeNull();
  });

  it('refuses the session of an inactive member and ends it', async () => {
    const { deps, member, grant, members, sessions } = await withSession();
    await members.update(member.id, { membershipStatus: 'inactive' });

    expect(await resolveSession(deps, grant.token)).toBeNull();
    expect(sessions.size).toBe(0);
  });

  it('resolves a live token to the member', async () => {
    const { deps, member, grant } = await withSession();

    expect(await resolveSession(deps, grant.token)).toMatchObject({ id: member.id, email: member.email });
    expect(await resolveSession(deps, 'unknown')).toBeNull();
    expect(await resolveSession(deps, '')).toBeNull();
  });

  it('ends a session idle for 7 days', async () => {
    const { deps, sessions, clock, grant } = await withSession();
    clock.advanceSeconds(7 * 24 * 3600);

    expect(await resolveSession(deps, grant.token)).toBeNull();
    expect(sessions.size).toBe(0);
  });

  it('keeps an active session alive past 7 days but not past 30', async () => {
    const { deps, clock, grant } = await withSession();
    for (let day = 0; day < 29; day += 1) {
      clock.advanceSeconds(24 * 3600);
      expect(await resolveSession(deps, grant.token)).not.toBeNull();
    }
    clock.advanceSeconds(24 * 3600);

    expect(await resolveSession(deps, grant.token)).toBeNull();
  });

  it('writes activity at most once a minute', async () => {
    const { deps, sessions, clock, grant } = await withSession();
    const stored = () => sessions.findByTokenHash(deps.secrets.digest(grant.token));
    clock.advanceSeconds(30);
    await resolveSession(deps, grant.token);
    expect((await stored())?.lastSeenAt).toEqual(new Date('2026-03-01T10:00:00.000Z'));

    clock.advanceSeconds(31);
    await resolveSession(deps, grant.token);
    expect((await stored())?.lastSeenAt).toEqual(new Date('2026-03-01T10:01:01.000Z'));
  });

  it('ends the session at logout', async () => {
    const { deps, grant } = await withSession();

    await endSession(deps, grant.token);
    await endSession(deps, grant.token);

    expect(await resolveSession(deps, grant.token)).toBeNull();
  });
});
