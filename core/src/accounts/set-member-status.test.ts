import { describe, expect, it } from 'vitest';
import { resolveSession, startSession } from './sessions.ts';
import { setMemberStatus } from './set-member-status.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { accountTestDeps } from './testing/account-test-deps.ts';

async function memberAndAdmin() {
  const fakes = accountTestDeps();
  const member = await fakes.members.create(
    aNewMember({
      email: 'm@example.org',
      membershipStatus: 'active',
      emailVerifiedAt: new Date('2026-02-01'),
    }),
  );
  const admin = await fakes.members.create(aNewMember({ email: 'admin@example.org', staffRole: 'admin' }));
  return { ...fakes, member, admin };
}

describe('setMemberStatus', () => {
  it('sets any of pending, active and inactive and records who, when, from and to', async () => {
    const { deps, members, member, admin, clock } = await memberAndAdmin();

    const pending = await setMemberStatus(deps, { id: member.id }, { membershipStatus: 'pending' }, admin.id);
    clock.advanceSeconds(60);
    const active = await setMemberStatus(deps, { id: member.id }, { membershipStatus: 'active' }, admin.id);

    expect(pending.membershipStatus).toBe('pending');
    expect(active.membershipStatus).toBe('active');
    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({
        fromStatus: 'active',
        toStatus: 'pending',
        actor: { kind: 'admin', id: admin.id },
        reason: 'admin',
        at: new Date('2026-03-01T10:00:00.000Z'),
      }),
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'active',
        actor: { kind: 'admin', id: admin.id },
        at: new Date('2026-03-01T10:01:00.000Z'),
      }),
    ]);
  });

  it("ends all of the member's sessions when set inactive, and only theirs", async () => {
    const { deps, member, admin } = await memberAndAdmin();
    const first = await startSession(deps, member.id, 'password');
    const second = await startSession(deps, member.id, 'password');
    const admins = await startSession(deps, admin.id, 'password');

    await setMemberStatus(deps, { id: member.id }, { membershipStatus: 'inactive' }, admin.id);

    expect(await resolveSession(deps, first.token)).toBeNull();
    expect(await resolveSession(deps, second.token)).toBeNull();
    expect(await resolveSession(deps, admins.token)).not.toBeNull();
  });

  it('records nothing when the status does not change', async () => {
    const { deps, members, member, admin } = await memberAndAdmin();

    await setMemberStatus(deps, { id: member.id }, { membershipStatus: 'active' }, admin.id);

    expect(await members.statusHistory(member.id)).toEqual([]);
  });

  it('finds the member by e-mail for the CLI, with no actor', async () => {
    const { deps, members, member } = await memberAndAdmin();

    await setMemberStatus(deps, { email: 'M@example.org' }, { membershipStatus: 'inactive' }, null);

    expect((await members.findById(member.id))?.membershipStatus).toBe('inactive');
    expect((await members.statusHistory(member.id))[0]).toMatchObject({ actor: { kind: 'system' } });
  });

  it('refuses other statuses and unknown members', async () => {
    const { deps, member, admin } = await memberAndAdmin();

    await expect(
      setMemberStatus(deps, { id: member.id }, { membershipStatus: 'unverified' }, admin.id),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      setMemberStatus(deps, { id: 'missing' }, { membershipStatus: 'active' }, admin.id),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });
});
