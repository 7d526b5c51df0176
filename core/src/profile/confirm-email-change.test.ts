import { describe, expect, it } from 'vitest';
import { emailTakenMessage } from '../members/member-errors.ts';
import { tooManyAttemptsMessage } from '../accounts/verification-code.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { requestEmailChange } from './request-email-change.ts';
import { profileTestDeps } from './testing/profile-test-deps.ts';

const newEmail = 'ada.new@example.org';

async function codeRequested(
  overrides: Parameters<ReturnType<typeof profileTestDeps>['aStoredMember']>[0] = {},
) {
  const setup = profileTestDeps();
  const member = await setup.aStoredMember({ email: 'ada@example.org', firstName: 'Ada', ...overrides });
  await requestEmailChange(setup.deps, member.id, { newEmail });
  return { ...setup, member, code: setup.mailer.lastCode('email-change-code', newEmail) };
}

describe('confirmEmailChange', () => {
  it('moves the member to the new address and tells the old one', async () => {
    const { deps, members, mailer, member, code } = await codeRequested();

    const view = await confirmEmailChange(deps, member.id, { code });

    expect(view).toMatchObject({ id: member.id, email: newEmail, emailVerified: true });
    expect(await members.findByEmail('ada@example.org')).toBeNull();
    expect(mailer.sent.at(-1)).toEqual({
      kind: 'email-changed',
      to: 'ada@example.org',
      firstName: 'Ada',
      newEmail,
    });
  });

  it("moves the payment customer's e-mail, when the member has a customer", async () => {
    const { deps, gateway, member, code, members } = await codeRequested();
    const customerId = await gateway.createCustomer({
      memberId: member.id,
      email: member.email,
      name: 'Ada Obi',
    });
    await members.update(member.id, { paymentCustomerId: customerId });

    await confirmEmailChange(deps, member.id, { code });

    expect(gateway.customerEmail(customerId)).toBe(newEmail);
  });

  it('keeps the new address when the provider fails, and reports the failure', async () => {
    const { deps, member, code, failures, members } = await codeRequested({
      paymentCustomerId: 'cus_unknown',
    });
    deps.payments.updateCustomerEmail = () => Promise.reject(new Error('provider down'));

    await confirmEmailChange(deps, member.id, { code });

    expect((await members.findById(member.id))?.email).toBe(newEmail);
    expect(failures).toHaveLength(1);
  });

  it('keeps the old address when the notice to it cannot be queued: both are stored or neither', async () => {
    const { deps, mailer, member, code, members } = await codeRequested();
    mailer.failing = true;

    await expect(confirmEmailChange(deps, member.id, { code })).rejects.toThrow('The mail server is down');

    expect((await members.findById(member.id))?.email).toBe('ada@example.org');
  });

  it('is single use', async () => {
    const { deps, member, code } = await codeRequested();
    await confirmEmailChange(deps, member.id, { code });

    await expect(confirmEmailChange(deps, member.id, { code })).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('expires after five minutes', async () => {
    const { deps, clock, member, code } = await codeRequested();
    clock.advanceSeconds(5 * 60);

    await expect(confirmEmailChange(deps, member.id, { code })).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('refuses even the right code after five wrong ones', async () => {
    const { deps, member, code } = await codeRequested();
    const wrong = code === '999999' ? '999998' : '999999';
    for (let guess = 1; guess <= 4; guess += 1) {
      await expect(confirmEmailChange(deps, member.id, { code: wrong })).rejects.toMatchObject({
        code: 'CODE_INVALID',
      });
    }
    await expect(confirmEmailChange(deps, member.id, { code: wrong })).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: tooManyAttemptsMessage,
    });

    await expect(confirmEmailChange(deps, member.id, { code })).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const { deps, member, code, aStoredMember } = await codeRequested();
    await aStoredMember({ email: newEmail });

    await expect(confirmEmailChange(deps, member.id, { code })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: emailTakenMessage,
    });
  });

  it("takes the address from a stranger's unverified registration of it", async () => {
    const { deps, members, member, code, aStoredMember } = await codeRequested();
    const squatter = await aStoredMember({ email: newEmail, emailVerifiedAt: null });

    await expect(confirmEmailChange(deps, member.id, { code })).resolves.toMatchObject({ email: newEmail });
    expect(await members.findById(squatter.id)).toBeNull();
    expect((await members.findByEmail(newEmail))?.id).toBe(member.id);
  });
});
