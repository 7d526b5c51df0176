import { describe, expect, it } from 'vitest';
import {
  signOutEverywhere,
  resendVerificationByAdmin,
  sendSignInCodeByAdmin,
  alreadyVerifiedMessage,
} from './admin-account-actions.ts';
import { getMemberDetail } from './get-member-detail.ts';
import { grantTier } from './grant-tier.ts';
import { register } from './register.ts';
import { startSession, resolveSession } from './sessions.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
import { aNewMember } from './testing/member-builder.ts';

async function registeredMemberAndAdmin() {
  const fakes = accountTestDeps();
  const { id } = await register(fakes.deps, aSignUp({ email: 'ada@example.org' }), aRequester());
  const admin = await fakes.members.create(
    aNewMember({ email: 'admin@example.org', isAdmin: true, membershipTier: null }),
  );
  return { ...fakes, memberId: id, admin };
}

describe('getMemberDetail', () => {
  it("shows the member's timeline: each moved value with when, from, to and who", async () => {
    const { deps, clock, memberId, admin } = await registeredMemberAndAdmin();
    clock.advanceSeconds(60);
    await grantTier(deps, { id: memberId }, { membershipTier: 'f100' }, admin.id);

    const detail = await getMemberDetail(deps, memberId);

    expect(detail).toMatchObject({ id: memberId, email: 'ada@example.org', membershipTier: 'f100' });
    expect(detail.history[0]).toMatchObject({
      kind: 'membershipStatus',
      from: null,
      to: 'pending',
      reason: 'registered',
      actor: { kind: 'member', id: memberId, email: 'ada@example.org' },
    });
    expect(detail.history.filter((entry) => entry.reason === 'admin-granted-tier')).toEqual([
      {
        at: new Date('2026-03-01T10:01:00.000Z'),
        kind: 'membershipTier',
        from: 'explorer',
        to: 'f100',
        reason: 'admin-granted-tier',
        actor: { kind: 'admin', id: admin.id, email: 'admin@example.org' },
      },
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/hash|"password"/i);
  });

  it('finds no unknown member', async () => {
    const { deps } = accountTestDeps();
    await expect(getMemberDetail(deps, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('admin account actions', () => {
  it('resends the verification code and notes it in the history with the admin', async () => {
    const { deps, clock, mailer, memberId, admin } = await registeredMemberAndAdmin();
    clock.advanceSeconds(120);
    const sentBefore = mailer.sent.length;

    await resendVerificationByAdmin(deps, { id: memberId }, admin.id);

    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect((await getMemberDetail(deps, memberId)).history.at(-1)).toMatchObject({
      kind: 'note',
      reason: 'verification-resent',
      actor: { kind: 'admin', id: admin.id },
    });
  });

  it("mails a sign-in code on the admin's behalf and notes who sent it", async () => {
    const { deps, mailer, memberId, admin } = await registeredMemberAndAdmin();
    const sentBefore = mailer.sent.length;

    await sendSignInCodeByAdmin(deps, { id: memberId }, admin.id);

    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect((await getMemberDetail(deps, memberId)).history.at(-1)).toMatchObject({
      kind: 'note',
      reason: 'sign-in-code-sent',
      actor: { kind: 'admin', id: admin.id, email: 'admin@example.org' },
    });
  });

  it('sends no code to a verified member', async () => {
    const { deps, members, admin } = await registeredMemberAndAdmin();
    const verified = await members.create(aNewMember({ emailVerifiedAt: new Date('2026-02-01') }));

    await expect(resendVerificationByAdmin(deps, { id: verified.id }, admin.id)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: alreadyVerifiedMessage,
    });
  });

  it('signs the member out everywhere and notes it', async () => {
    const { deps, memberId, admin } = await registeredMemberAndAdmin();
    const first = await startSession(deps, memberId, 'password');
    await startSession(deps, memberId, 'password');

    expect(await signOutEverywhere(deps, { id: memberId }, admin.id)).toEqual({ endedSessions: 2 });
    expect(await resolveSession(deps, first.token)).toBeNull();
    expect((await getMemberDetail(deps, memberId)).history.at(-1)).toMatchObject({
      kind: 'note',
      reason: 'signed-out-everywhere',
    });
  });
});
