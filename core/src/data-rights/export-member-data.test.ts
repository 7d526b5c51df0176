import { describe, expect, it } from 'vitest';
import { aContactInquiry, anF100Application } from '../community/testing/submission-builders.ts';
import { profileTestDeps } from '../profile/testing/profile-test-deps.ts';
import { exportMemberData, exportSections } from './export-member-data.ts';

describe('exportMemberData', () => {
  it("holds the member's profile with the e-mail, history, subscriptions, payments and forms", async () => {
    const { deps, members, paymentEvents, applications, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({
      email: 'ada@example.org',
      membershipTier: 'builder',
      billingCycle: 'monthly',
      paymentStatus: 'paid',
      paymentCustomerId: 'cus_1',
      paymentSubscriptionId: 'sub_1',
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
      { id: 'sub_1', customerId: 'cus_1', tier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' },
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
