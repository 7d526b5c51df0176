import { describe, expect, it } from 'vitest';
import {
  signOutEverywhere,
  resendVerificationByAdmin,
  sendSignInCodeByAdmin,
  alreadyVerifiedMessage,
} from '../accounts/admin-account-actions.ts';
import { getMemberDetail } from './get-member-detail.ts';
import { applyTierGrant } from '../accounts/complimentary-tier.ts';
import { lockMember } from '../members/find-member.ts';
import { register } from '../accounts/register.ts';
import { startSession, resolveSession } from '../accounts/sessions.ts';
import { accountTestDeps, aRequester, aSignUp } from '../accounts/testing/account-test-deps.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { subscriptionRecordOf } from '../membership/billing-records.ts';
import { aSubscription } from '../membership/testing/payment-builders.ts';
import { InMemoryBillingRecords } from '../membership/testing/in-memory-billing-records.ts';

async function registeredMemberAndAdmin() {
  const fakes = accountTestDeps();
  const billing = new InMemoryBillingRecords(fakes.transactions);
  const { id } = await register(fakes.deps, aSignUp({ email: 'ada@example.org' }), aRequester());
  const admin = await fakes.members.create(
    aNewMember({ email: 'admin@example.org', staffRole: 'admin', membershipTier: null }),
  );
  const detailOf = (memberId: string) => getMemberDetail({ ...fakes.deps, billing }, memberId);
  return { ...fakes, billing, detailOf, memberId: id, admin };
}

describe('getMemberDetail', () => {
  it("shows the member's timeline: each moved value with when, from, to and who", async () => {
    const { deps, clock, detailOf, memberId, admin } = await registeredMemberAndAdmin();
    clock.advanceSeconds(60);
    await deps.transactions.run(async () =>
      applyTierGrant(deps, await lockMember(deps, { id: memberId }), 'f100', admin.id),
    );

    const detail = await detailOf(memberId);

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

  it("shows the member's subscriptions, payments, Stripe customer and sessions, without secrets", async () => {
    const { deps, members, billing, clock, detailOf, memberId } = await registeredMemberAndAdmin();
    await members.update(memberId, { paymentCustomerId: 'cus_Stripe1', paymentSubscriptionId: 'sub_now' });
    const ended = subscriptionRecordOf(
      memberId,
      aSubscription({ id: 'sub_old', status: 'ended' }),
      clock.now(),
    );
    await billing.saveSubscription(ended);
    const held = aSubscription({ id: 'sub_now', customerId: 'cus_Stripe1', cancelAtPeriodEnd: true });
    await billing.saveSubscription(subscriptionRecordOf(memberId, held, clock.now()));
    await billing.recordPayment({
      memberId,
      providerPaymentId: 'in_1',
      providerSubscriptionId: 'sub_now',
      tier: 'builder',
      planType: 'yearly',
      amountCents: 7950,
      periodStart: new Date('2026-01-01T00:00:00.000Z'),
      periodEnd: new Date('2027-01-01T00:00:00.000Z'),
      invoiceUrl: 'https://invoice.example/in_1',
      cardLast4: '4242',
      paidAt: new Date('2026-01-01T00:00:00.000Z'),
    });
    await startSession(deps, memberId, 'password');
    clock.advanceSeconds(60);
    await startSession(deps, memberId, 'code');

    const detail = await detailOf(memberId);

    expect(detail.subscription).toMatchObject({
      providerSubscriptionId: 'sub_now',
      tier: 'builder',
      planType: 'yearly',
      status: 'active',
      amountCents: 7950,
      cancelAtPeriodEnd: true,
    });
    expect(detail.subscriptions.map((row) => [row.providerSubscriptionId, row.status])).toEqual([
      ['sub_now', 'active'],
      ['sub_old', 'ended'],
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({
        providerPaymentId: 'in_1',
        amountCents: 7950,
        invoiceUrl: 'https://invoice.example/in_1',
      }),
    ]);
    expect(detail.stripeCustomerId).toBe('cus_Stripe1');
    expect(detail.sessions.map((session) => session.signedInWith)).toEqual(['code', 'password']);
    expect(detail.sessions[0]).toMatchObject({ createdAt: clock.now(), lastSeenAt: clock.now() });
    expect(JSON.stringify(detail)).not.toMatch(/tokenHash|digest/i);
  });

  it("has no Stripe customer for the simulator's customers, and no subscription once it ended", async () => {
    const { members, billing, clock, detailOf, memberId } = await registeredMemberAndAdmin();
    await members.update(memberId, { paymentCustomerId: 'sim_cus_1', paymentSubscriptionId: 'sub_1' });
    const ended = aSubscription({ id: 'sub_1', status: 'ended' });
    await billing.saveSubscription(subscriptionRecordOf(memberId, ended, clock.now()));

    const detail = await detailOf(memberId);

    expect(detail.stripeCustomerId).toBeNull();
    expect(detail.subscription).toBeNull();
    expect(detail.subscriptions).toHaveLength(1);
  });

  it('finds no unknown member', async () => {
    const { detailOf } = await registeredMemberAndAdmin();
    await expect(detailOf('nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('admin account actions', () => {
  it('resends the verification code and notes it in the history with the admin', async () => {
    const { deps, clock, mailer, detailOf, memberId, admin } = await registeredMemberAndAdmin();
    clock.advanceSeconds(120);
    const sentBefore = mailer.sent.length;

    await resendVerificationByAdmin(deps, { id: memberId }, admin.id);

    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect((await detailOf(memberId)).history.at(-1)).toMatchObject({
      kind: 'note',
      reason: 'verification-resent',
      actor: { kind: 'admin', id: admin.id },
    });
  });

  it("mails a sign-in code on the admin's behalf and notes who sent it", async () => {
    const { deps, mailer, detailOf, memberId, admin } = await registeredMemberAndAdmin();
    const sentBefore = mailer.sent.length;

    await sendSignInCodeByAdmin(deps, { id: memberId }, admin.id);

    expect(mailer.sent.length).toBe(sentBefore + 1);
    expect((await detailOf(memberId)).history.at(-1)).toMatchObject({
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
    const { deps, detailOf, memberId, admin } = await registeredMemberAndAdmin();
    const first = await startSession(deps, memberId, 'password');
    await startSession(deps, memberId, 'password');

    expect(await signOutEverywhere(deps, { id: memberId }, admin.id)).toEqual({ endedSessions: 2 });
    expect(await resolveSession(deps, first.token)).toBeNull();
    expect((await detailOf(memberId)).history.at(-1)).toMatchObject({
      kind: 'note',
      reason: 'signed-out-everywhere',
    });
  });
});
