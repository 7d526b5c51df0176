import { describe, expect, it } from 'vitest';
import { startSession } from '../accounts/sessions.ts';
import { profileTestDeps } from '../profile/testing/profile-test-deps.ts';
import { deleteAccount, deletionMessages } from './delete-account.ts';
import { requestDeletionCode } from './request-deletion-code.ts';

const password = 'correct horse battery';

async function aPayingMember() {
  const setup = profileTestDeps();
  const member = await setup.aStoredMember({
    email: 'ada@example.org',
    firstName: 'Ada',
    membershipTier: 'builder',
    billingCycle: 'monthly',
    paymentStatus: 'paid',
  });
  const customerId = await setup.gateway.createCustomer({
    memberId: member.id,
    email: member.email,
    name: 'Ada Obi',
  });
  const { sessionId } = await setup.gateway.startCheckout({
    memberId: member.id,
    customerId,
    email: member.email,
    tier: 'builder',
    productName: 'Builder membership',
    billingCycle: 'monthly',
    amountCents: 795,
    successPath: '/',
    cancelPath: '/',
  });
  const { subscriptionId } = await setup.gateway.completeCheckout(sessionId);
  await setup.members.update(member.id, {
    paymentCustomerId: customerId,
    paymentSubscriptionId: subscriptionId,
  });
  return { ...setup, member, subscriptionId: subscriptionId! };
}

describe('deleteAccount', () => {
  it('with the password: cancels the subscription at once, ends the sessions, erases the account, confirms by e-mail', async () => {
    const { deps, members, sessions, gateway, mailer, member, subscriptionId } = await aPayingMember();
    await startSession(deps, member.id, 'password');
    await startSession(deps, member.id, 'password');

    await deleteAccount(deps, member.id, { password });

    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({ status: 'ended' });
    expect(await sessions.deleteAllForMember(member.id)).toBe(0);
    expect(await members.findById(member.id)).toBeNull();
    expect(await members.findByEmail('ada@example.org')).toBeNull();
    expect(mailer.sent.at(-1)).toEqual({ kind: 'account-deleted', to: 'ada@example.org', firstName: 'Ada' });
  });

  it('keeps the history for accounting, without the member, ending with the deletion', async () => {
    const { deps, members, member } = await aPayingMember();

    await deleteAccount(deps, member.id, { password });

    expect(members.anonymousHistory().at(-1)).toMatchObject({
      reason: 'account-deleted',
      actor: { kind: 'member' },
      toPaymentStatus: 'unpaid',
    });
    expect(JSON.stringify(members.anonymousHistory())).not.toContain(member.id);
  });

  it('frees the address: the same e-mail can hold a new account', async () => {
    const { deps, member, aStoredMember } = await aPayingMember();
    await deleteAccount(deps, member.id, { password });

    const again = await aStoredMember({ email: 'ada@example.org' });

    expect(again.id).not.toBe(member.id);
  });

  it('refuses a wrong password in words and keeps the account', async () => {
    const { deps, members, gateway, member, subscriptionId } = await aPayingMember();

    await expect(deleteAccount(deps, member.id, { password: 'not my password' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: deletionMessages.wrongPassword,
    });
    expect(await members.findById(member.id)).not.toBeNull();
    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({ status: 'active' });
  });

  it('asks for the password or a code when given neither', async () => {
    const { deps, member } = await aPayingMember();

    await expect(deleteAccount(deps, member.id, {})).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please enter your password or the code we sent you',
    });
  });

  it('with a code mailed for it: once, and only the right one', async () => {
    const { deps, members, mailer, member } = await aPayingMember();
    await requestDeletionCode(deps, member.id);
    const code = mailer.lastCode('deletion-code', 'ada@example.org');
    const wrong = code === '999999' ? '999998' : '999999';

    await expect(deleteAccount(deps, member.id, { code: wrong })).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await deleteAccount(deps, member.id, { code });

    expect(await members.findById(member.id)).toBeNull();
  });

  it('keeps the account when the provider cannot cancel the subscription', async () => {
    const { deps, members, member, failures } = await aPayingMember();
    deps.payments.cancelSubscriptionNow = () => Promise.reject(new Error('provider down'));

    await expect(deleteAccount(deps, member.id, { password })).rejects.toMatchObject({
      code: 'PAYMENT_FAILED',
      message: deletionMessages.cancelFailed,
    });
    expect(await members.findById(member.id)).not.toBeNull();
    expect(failures).toHaveLength(1);
  });

  it('does not let an administrator delete their own account', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const admin = await aStoredMember({ staffRole: 'admin' });

    await expect(deleteAccount(deps, admin.id, { password })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
