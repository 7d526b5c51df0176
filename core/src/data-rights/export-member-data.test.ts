import { describe, expect, it } from 'vitest';
import { aContactInquiry, anF100Application } from '../community/testing/submission-builders.ts';
import { profileTestDeps } from '../profile/testing/profile-test-deps.ts';
import { exportMemberData, exportSections } from './export-member-data.ts';

describe('exportMemberData', () => {
  it("holds the member's profile with the e-mail, history, subscriptions, payments and forms", async () => {
    const { deps, members, paymentEvents, billing, applications, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({
      email: 'ada@example.org',
      membershipTier: 'builder',
      billingCycle: 'monthly',
      paymentStatus: 'paid',
      paymentCustomerId: 'cus_1',
      paymentSubscriptionId: 'sub_2',
    });
    // Builder monthly, cancelled; then a new subscription, changed from leader yearly to builder.
    const first = {
      memberId: member.id,
      providerSubscriptionId: 'sub_1',
      providerCustomerId: 'cus_1',
      tier: 'builder' as const,
      planType: 'monthly' as const,
      status: 'active' as const,
      amountCents: 795,
      currentPeriodEnd: new Date('2026-02-01T00:00:00.000Z'),
      cancelAtPeriodEnd: false,
      pastDueSince: null,
      pendingChange: null,
      refundedAt: null,
      updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    };
    await billing.saveSubscription(first);
    const cancelledAt = new Date('2026-02-01T00:00:00.000Z');
    await billing.saveSubscription({ ...first, status: 'ended', updatedAt: cancelledAt });
    const second = {
      ...first,
      providerSubscriptionId: 'sub_2',
      tier: 'leader' as const,
      planType: 'yearly' as const,
      amountCents: 9550,
      currentPeriodEnd: new Date('2027-02-15T00:00:00.000Z'),
      updatedAt: new Date('2026-02-15T00:00:00.000Z'),
    };
    await billing.saveSubscription(second);
    await billing.saveSubscription({
      ...second,
      tier: 'builder',
      planType: 'monthly',
      amountCents: 795,
      updatedAt: new Date('2026-02-20T00:00:00.000Z'),
    });
    await members.recordStatusChange({
      memberId: member.id,
      fromStatus: 'pending',
      toStatus: 'active',
      fromPaymentStatus: 'unpaid',
      toPaymentStatus: 'paid',
      fromTier: 'builder',
      toTier: 'builder',
      fromBillingCycle: 'monthly',
      toBillingCycle: 'monthly',
      reason: 'payment:checkout-completed',
      actor: { kind: 'payment-event', eventId: 'evt_1' },
      at: new Date('2026-03-01T09:00:00.000Z'),
    });
    const paid = {
      eventId: 'evt_1',
      type: 'checkout-completed' as const,
      memberId: member.id,
      receivedAt: new Date('2026-03-01T09:00:00.000Z'),
    };
    await paymentEvents.recordOnce(paid);
    await paymentEvents.recordOnce({ ...paid, eventId: 'evt_other', memberId: null });
    const f100 = anF100Application({ email: 'Ada@Example.org' });
    await applications.addF100Application(f100);
    await applications.addContactInquiry(aContactInquiry({ email: 'someone@example.org' }));

    const exported = await exportMemberData(deps, member.id);

    expect(exported.exportedAt).toEqual(new Date('2026-03-01T10:00:00.000Z'));
    expect(exported.profile).toMatchObject({ id: member.id, email: 'ada@example.org' });
    expect(exported.membershipHistory.map((change) => change.reason)).toEqual(['payment:checkout-completed']);
    expect(exported.subscriptions).toEqual([
      {
        id: 'sub_1',
        actionRequiredUrl: null,
        customerId: 'cus_1',
        tier: 'builder',
        planType: 'monthly',
        status: 'ended',
        amountCents: 795,
        currentPeriodEnd: new Date('2026-02-01T00:00:00.000Z'),
        cancelAtPeriodEnd: false,
        pendingChange: null,
        createdAt: new Date('2026-01-01T00:00:00.000Z'),
        cancelledAt,
      },
      {
        id: 'sub_2',
        actionRequiredUrl: null,
        customerId: 'cus_1',
        tier: 'builder',
        planType: 'monthly',
        status: 'active',
        amountCents: 795,
        currentPeriodEnd: new Date('2027-02-15T00:00:00.000Z'),
        cancelAtPeriodEnd: false,
        pendingChange: null,
        createdAt: new Date('2026-02-15T00:00:00.000Z'),
        cancelledAt: null,
      },
    ]);
    expect(exported.payments).toEqual([paid]);
    expect(exported.forms).toEqual({
      f100Applications: [f100],
      partnershipInquiries: [],
      contactInquiries: [],
    });
  });

  it('has one key per section and no secret anywhere', async () => {
    const { deps, aStoredMember, memberCodes } = profileTestDeps();
    const member = await aStoredMember({
      verification: { codeHash: 'digest:123456', expiresAt: new Date(), attempts: 0, sentAt: new Date() },
    });
    await memberCodes.save(member.id, 'account-deletion', {
      codeHash: 'digest:654321',
      expiresAt: new Date(),
      attempts: 0,
      sentAt: new Date(),
      newEmail: null,
    });

    const exported = await exportMemberData(deps, member.id);

    expect(Object.keys(exported).sort()).toEqual(['exportedAt', ...Object.keys(exportSections)].sort());
    const text = JSON.stringify(exported);
    expect(text).not.toContain(member.passwordHash);
    expect(text).not.toContain('digest:');
    expect(text).not.toMatch(/hash/i);
  });

  it('answers NOT_FOUND for an account that no longer exists', async () => {
    const { deps } = profileTestDeps();
    await expect(exportMemberData(deps, '00000000-0000-4000-8000-000000000999')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
