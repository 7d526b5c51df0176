import { describe, expect, it } from 'vitest';
import { startSession } from '../accounts/sessions.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { requestEmailChange } from './request-email-change.ts';
import { profileTestDeps } from './testing/profile-test-deps.ts';
import { undoEmailChange, undoMessages } from './undo-email-change.ts';

const password = 'correct horse battery';
const oldEmail = 'ada@example.org';

/** A member moved from `from` to `to` by the use cases' steps, signed in on two browsers. */
async function changed(setup = profileTestDeps(), from = oldEmail, to = 'ada.new@example.org') {
  const member = (await setup.members.findByEmail(from)) ?? (await setup.aStoredMember({ email: from }));
  const first = await startSession(setup.deps, member.id, 'password');
  await startSession(setup.deps, member.id, 'password');
  await requestEmailChange(setup.deps, member.id, { newEmail: to, password });
  const code = setup.mailer.lastCode('email-change-code', to);
  await confirmEmailChange(setup.deps, { sessionToken: first.token, clientIp: '203.0.113.7' }, { code });
  return { ...setup, member, token: setup.mailer.lastUndoToken(from) };
}

describe('undoEmailChange', () => {
  it('within 7 days: restores the old address, ends every session and records it in the history', async () => {
    const { deps, clock, members, sessions, member, token } = await changed();
    expect(await sessions.listForMember(member.id)).toHaveLength(1);
    clock.advanceSeconds(7 * 24 * 60 * 60 - 1);

    const restored = await undoEmailChange(deps, token);

    expect(restored).toMatchObject({ id: member.id, email: oldEmail });
    expect((await members.findByEmail(oldEmail))?.id).toBe(member.id);
    expect(await sessions.listForMember(member.id)).toEqual([]);
    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      reason: 'email-change-undone',
      actor: { kind: 'member' },
    });
  });

  it('not after 7 days', async () => {
    const { deps, clock, members, member, token } = await changed();
    clock.advanceSeconds(7 * 24 * 60 * 60);

    await expect(undoEmailChange(deps, token)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
      message: undoMessages.expired,
    });
    expect((await members.findById(member.id))?.email).toBe('ada.new@example.org');
  });

  it('works once, and refuses an unknown or empty token in words', async () => {
    const { deps, token } = await changed();
    await undoEmailChange(deps, token);

    for (const used of [token, 'not-a-token', '']) {
      await expect(undoEmailChange(deps, used)).rejects.toMatchObject({
        code: 'CODE_INVALID',
        message: undoMessages.invalid,
      });
    }
  });

  it("voids the links of the member's later changes, so whoever made them cannot move the account again", async () => {
    const setup = await changed();
    const { deps, clock, members, mailer, member, token } = setup;
    clock.advanceSeconds(61);
    await changed(setup, 'ada.new@example.org', 'eve@example.org');
    const later = mailer.lastUndoToken('ada.new@example.org');

    await undoEmailChange(deps, token);

    await expect(undoEmailChange(deps, later)).rejects.toMatchObject({ code: 'CODE_INVALID' });
    expect((await members.findById(member.id))?.email).toBe(oldEmail);
  });

  it('refuses clearly when a verified account has taken the old address since, and the link stays usable', async () => {
    const { deps, members, sessions, member, token, aStoredMember } = await changed();
    const holder = await aStoredMember({ email: oldEmail });

    await expect(undoEmailChange(deps, token)).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: undoMessages.taken,
    });
    expect((await members.findById(member.id))?.email).toBe('ada.new@example.org');
    expect(await sessions.listForMember(member.id)).toHaveLength(1);

    await members.erase(holder.id);
    await expect(undoEmailChange(deps, token)).resolves.toMatchObject({ email: oldEmail });
  });

  it("takes the old address back from a stranger's registration nobody verified", async () => {
    const { deps, members, member, token, aStoredMember } = await changed();
    const squatter = await aStoredMember({ email: oldEmail, emailVerifiedAt: null });

    await undoEmailChange(deps, token);

    expect(await members.findById(squatter.id)).toBeNull();
    expect((await members.findByEmail(oldEmail))?.id).toBe(member.id);
  });

  it("moves the payment customer's e-mail back", async () => {
    const setup = profileTestDeps();
    const member = await setup.aStoredMember({ email: oldEmail });
    const customerId = await setup.gateway.createCustomer({
      memberId: member.id,
      email: oldEmail,
      name: 'Ada',
    });
    await setup.members.update(member.id, { paymentCustomerId: customerId });
    const { deps, gateway, token } = await changed(setup);

    await undoEmailChange(deps, token);

    expect(gateway.customerEmail(customerId)).toBe(oldEmail);
  });
});
