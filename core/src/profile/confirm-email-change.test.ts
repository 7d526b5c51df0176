import { describe, expect, it } from 'vitest';
import { emailTakenMessage } from '../members/member-errors.ts';
import { startSession } from '../accounts/sessions.ts';
import { tooManyAttemptsMessage } from '../accounts/verification-code.ts';
import { tooManyRequestsMessage } from '../shared/rate-limits.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { requestEmailChange } from './request-email-change.ts';
import { profileTestDeps } from './testing/profile-test-deps.ts';

const newEmail = 'ada.new@example.org';
const clientIp = '203.0.113.7';

async function codeRequested(
  overrides: Parameters<ReturnType<typeof profileTestDeps>['aStoredMember']>[0] = {},
) {
  const setup = profileTestDeps();
  const member = await setup.aStoredMember({ email: 'ada@example.org', firstName: 'Ada', ...overrides });
  const { token } = await startSession(setup.deps, member.id, 'password');
  await requestEmailChange(setup.deps, member.id, { newEmail, password: 'correct horse battery' });
  return {
    ...setup,
    member,
    caller: { sessionToken: token, clientIp },
    code: setup.mailer.lastCode('email-change-code', newEmail),
  };
}

const wrongFor = (code: string) => (code === '999999' ? '999998' : '999999');

describe('confirmEmailChange', () => {
  it('moves the member to the new address and tells the old one, with a link that undoes it for 7 days', async () => {
    const { deps, members, mailer, emailChangeUndos, member, caller, code } = await codeRequested();

    const view = await confirmEmailChange(deps, caller, { code });

    expect(view).toMatchObject({ id: member.id, email: newEmail, emailVerified: true });
    expect(await members.findByEmail('ada@example.org')).toBeNull();
    expect(mailer.sent.at(-1)).toEqual({
      kind: 'email-changed',
      to: 'ada@example.org',
      firstName: 'Ada',
      newEmail,
      undoToken: expect.any(String),
      undoValidForDays: 7,
    });
    const token = mailer.lastUndoToken('ada@example.org');
    expect(await emailChangeUndos.findByTokenHash(`digest:${token}`)).toEqual({
      memberId: member.id,
      oldEmail: 'ada@example.org',
      tokenHash: `digest:${token}`,
      expiresAt: new Date('2026-03-08T10:00:00.000Z'),
    });
  });

  it("ends the member's other sessions and keeps the one that confirmed", async () => {
    const { deps, sessions, member, caller, code, aStoredMember } = await codeRequested();
    const other = await startSession(deps, member.id, 'code');
    const stranger = await aStoredMember();
    await startSession(deps, stranger.id, 'password');

    await confirmEmailChange(deps, caller, { code });

    const left = await sessions.listForMember(member.id);
    expect(left.map((session) => session.tokenHash)).toEqual([deps.secrets.digest(caller.sessionToken)]);
    expect(await sessions.findByTokenHash(deps.secrets.digest(other.token))).toBeNull();
    expect(await sessions.listForMember(stranger.id)).toHaveLength(1);
  });

  it('records the change in the member’s history', async () => {
    const { deps, members, member, caller, code } = await codeRequested();

    await confirmEmailChange(deps, caller, { code });

    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      reason: 'email-changed',
      actor: { kind: 'member' },
    });
  });

  it("moves the payment customer's e-mail, when the member has a customer", async () => {
    const { deps, gateway, member, caller, code, members } = await codeRequested();
    const customerId = await gateway.createCustomer({
      memberId: member.id,
      email: member.email,
      name: 'Ada Obi',
    });
    await members.update(member.id, { paymentCustomerId: customerId });

    await confirmEmailChange(deps, caller, { code });

    expect(gateway.customerEmail(customerId)).toBe(newEmail);
  });

  it('keeps the new address when the provider fails, and reports the failure', async () => {
    const { deps, member, caller, code, failures, members } = await codeRequested({
      paymentCustomerId: 'cus_unknown',
    });
    deps.payments.updateCustomerEmail = () => Promise.reject(new Error('provider down'));

    await confirmEmailChange(deps, caller, { code });

    expect((await members.findById(member.id))?.email).toBe(newEmail);
    expect(failures).toHaveLength(1);
  });

  it('keeps the old address and the sessions when the notice to it cannot be queued: all is stored or nothing', async () => {
    const { deps, mailer, sessions, member, caller, code, members } = await codeRequested();
    await startSession(deps, member.id, 'code');
    mailer.failing = true;

    await expect(confirmEmailChange(deps, caller, { code })).rejects.toThrow('The mail server is down');

    expect((await members.findById(member.id))?.email).toBe('ada@example.org');
    expect(await sessions.listForMember(member.id)).toHaveLength(2);
  });

  it('is single use', async () => {
    const { deps, caller, code } = await codeRequested();
    await confirmEmailChange(deps, caller, { code });

    await expect(confirmEmailChange(deps, caller, { code })).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('expires after five minutes', async () => {
    const { deps, clock, caller, code } = await codeRequested();
    clock.advanceSeconds(5 * 60);

    await expect(confirmEmailChange(deps, caller, { code })).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('refuses even the right code after five wrong ones', async () => {
    const { deps, caller, code } = await codeRequested();
    for (let guess = 1; guess <= 4; guess += 1) {
      await expect(confirmEmailChange(deps, caller, { code: wrongFor(code) })).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
    }
    await expect(confirmEmailChange(deps, caller, { code: wrongFor(code) })).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: tooManyAttemptsMessage,
    });

    await expect(confirmEmailChange(deps, caller, { code })).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('refuses a client IP after 20 wrong codes in 15 minutes, across members, and not another IP', async () => {
    const { deps, clock, aStoredMember } = profileTestDeps();
    const guessFrom = async (ip: string) => {
      const member = await aStoredMember();
      const { token } = await startSession(deps, member.id, 'password');
      return (code: string) => confirmEmailChange(deps, { sessionToken: token, clientIp: ip }, { code });
    };
    for (let member = 0; member < 4; member += 1) {
      const guess = await guessFrom(clientIp);
      for (let wrong = 0; wrong < 5; wrong += 1) {
        await expect(guess('000000')).rejects.toMatchObject({ code: 'CODE_INVALID' });
      }
    }

    const fresh = await guessFrom(clientIp);
    await expect(fresh('000000')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: tooManyRequestsMessage,
    });
    await expect((await guessFrom('198.51.100.1'))('000000')).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    clock.advanceSeconds(15 * 60);
    await expect(fresh('000000')).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const { deps, caller, code, aStoredMember } = await codeRequested();
    await aStoredMember({ email: newEmail });

    await expect(confirmEmailChange(deps, caller, { code })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: emailTakenMessage,
    });
  });

  it("takes the address from a stranger's unverified registration of it", async () => {
    const { deps, members, member, caller, code, aStoredMember } = await codeRequested();
    const squatter = await aStoredMember({ email: newEmail, emailVerifiedAt: null });

    await expect(confirmEmailChange(deps, caller, { code })).resolves.toMatchObject({ email: newEmail });
    expect(await members.findById(squatter.id)).toBeNull();
    expect((await members.findByEmail(newEmail))?.id).toBe(member.id);
  });
});
