import { describe, expect, it } from 'vitest';
import { tierFullMessage } from '../accounts/complimentary-tier.ts';
import { InMemorySessionStore } from '../accounts/testing/in-memory-session-store.ts';
import { memberSearchSchema } from '../members/member-search.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { applyPaymentEvent } from '../membership/apply-payment-event.ts';
import { billingOverview } from '../membership/billing-overview.ts';
import { aPaymentEvent } from '../membership/testing/payment-builders.ts';
import { paymentTestDeps } from '../membership/testing/payment-test-deps.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { notComplimentaryMessage, removeComplimentaryTier } from './remove-complimentary-tier.ts';
import { paidExplorerMessage, updateMemberByAdmin } from './update-member-by-admin.ts';

/** The grant's ports as fakes: the membership ones and a session store. */
function grantTestDeps(clock?: FixedClock) {
  const fakes = paymentTestDeps(clock);
  return { ...fakes, deps: { ...fakes.deps, sessions: new InMemorySessionStore(fakes.transactions) } };
}

/** A verified Builder paying monthly since 1 March, checked out through the fake provider. */
async function payingBuilder() {
  const fakes = grantTestDeps(new FixedClock('2026-03-01T00:00:00.000Z'));
  const { deps } = fakes;
  const member = await fakes.members.create(
    aNewMember({
      email: 'ada@example.org',
      membershipTier: 'builder',
      billingCycle: 'monthly',
      paymentStatus: 'unpaid',
      emailVerifiedAt: new Date('2026-02-01T00:00:00.000Z'),
      paymentCustomerId: 'cus_1',
    }),
  );
  const admin = await fakes.members.create(
    aNewMember({ email: 'admin@example.org', staffRole: 'admin', membershipTier: null }),
  );
  const { sessionId } = await fakes.gateway.startCheckout({
    memberId: member.id,
    customerId: 'cus_1',
    email: member.email,
    tier: 'builder',
    productName: 'Builder membership',
    billingCycle: 'monthly',
    amountCents: 795,
    successPath: '/payment-success',
    cancelPath: '/checkout',
  });
  const paid = await fakes.gateway.completeCheckout(sessionId);
  await applyPaymentEvent(deps, paid);
  const current = async () => (await fakes.members.findById(member.id))!;
  const grant = (input: Record<string, unknown>) =>
    updateMemberByAdmin(deps, { id: member.id }, input, admin.id);
  return { ...fakes, deps, member, admin, subscriptionId: paid.subscriptionId!, current, grant };
}

describe('updateMemberByAdmin: a complimentary grant', () => {
  it('grants a tier and sets a status in one call, the chosen status winning', async () => {
    const { grant } = await payingBuilder();

    const updated = await grant({ membershipTier: 'f100', membershipStatus: 'pending' });

    expect(updated).toMatchObject({
      membershipTier: 'f100',
      membershipStatus: 'pending',
      complimentary: true,
    });
  });

  it('asks for a status or a tier when given neither, and for a known subscription choice', async () => {
    const { grant } = await payingBuilder();

    await expect(grant({})).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please give a membershipStatus or a membershipTier',
    });
    await expect(grant({ membershipTier: 'f100', subscription: 'keep' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('ends a paying member’s subscription at the period’s end by default, and tells them', async () => {
    const { grant, gateway, mailer, billing, member, subscriptionId, current } = await payingBuilder();

    const updated = await grant({ membershipTier: 'f100' });

    expect(updated).toMatchObject({ membershipTier: 'f100', billingCycle: null, complimentary: true });
    const state = await gateway.subscriptionState(subscriptionId);
    expect(state).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(mailer.tiersGranted).toEqual([
      {
        to: 'ada@example.org',
        firstName: member.firstName,
        tier: 'f100',
        billing: { kind: 'cancel-at-period-end', endsAt: new Date('2026-04-01T00:00:00.000Z') },
      },
    ]);
    expect((await billing.subscriptionsOf(member.id))[0]).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await current()).toMatchObject({ paymentStatus: 'paid', membershipStatus: 'active' });
  });

  it('keeps the grant through a renewal and a replayed payment of the old plan: no receipt, no other tier', async () => {
    const { grant, deps, gateway, mailer, member, subscriptionId, current } = await payingBuilder();
    await grant({ membershipTier: 'f100' });
    const receiptsBefore = mailer.receipts.length;

    const renewal = aPaymentEvent({
      type: 'invoice-paid',
      memberId: member.id,
      customerId: 'cus_1',
      subscriptionId,
    });
    await applyPaymentEvent(deps, renewal);
    await applyPaymentEvent(deps, gateway.subscriptionUpdated(subscriptionId));
    await gateway.cancelSubscriptionNow(subscriptionId);
    await applyPaymentEvent(deps, {
      ...gateway.subscriptionUpdated(subscriptionId),
      type: 'subscription-deleted',
    });

    expect(await current()).toMatchObject({
      membershipTier: 'f100',
      billingCycle: null,
      complimentary: true,
      paymentStatus: 'paid',
      membershipStatus: 'active',
    });
    expect(mailer.receipts).toHaveLength(receiptsBefore);
    // The cancellation was told with the grant: the provider's notifications add nothing.
    expect(mailer.cancellations).toEqual([]);
  });

  it('cancels now with a prorated refund when asked, outside any transaction, and tells the member', async () => {
    const { grant, gateway, mailer, clock, subscriptionId, deps, member } = await payingBuilder();
    clock.advanceSeconds(15 * 24 * 60 * 60);

    await grant({ membershipTier: 'f100', subscription: 'cancel_now' });

    // Half of March's 31 days unused: 16 of 31 days of $7.95.
    const refundCents = Math.round((795 * 16) / 31);
    expect(gateway.proratedRefunds.get(subscriptionId)).toBe(refundCents);
    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({ status: 'ended' });
    expect(mailer.tiersGranted).toMatchObject([
      { tier: 'f100', billing: { kind: 'cancelled-now', refundCents } },
    ]);
    expect((await billingOverview(deps, member.id)).subscription).toBeNull();
  });

  it('leaves the grant standing when the provider fails, and ends the subscription when granted again', async () => {
    const { grant, gateway, mailer, subscriptionId, current } = await payingBuilder();
    const setCancel = gateway.setCancelAtPeriodEnd.bind(gateway);
    gateway.setCancelAtPeriodEnd = () => Promise.reject(new Error('provider down'));

    await expect(grant({ membershipTier: 'f100' })).rejects.toThrow('provider down');
    expect(await current()).toMatchObject({ membershipTier: 'f100', complimentary: true });
    expect(mailer.tiersGranted).toEqual([]);

    gateway.setCancelAtPeriodEnd = setCancel;
    await grant({ membershipTier: 'f100' });
    expect(await gateway.subscriptionState(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true });
    expect(mailer.tiersGranted).toHaveLength(1);
    await grant({ membershipTier: 'f100' });
    expect(mailer.tiersGranted).toHaveLength(1);
  });

  it('mails a member with no subscription what they were granted, once', async () => {
    const { deps, members, mailer, admin } = await payingBuilder();
    const explorer = await members.create(aNewMember({ email: 'eve@example.org' }));

    await updateMemberByAdmin(deps, { id: explorer.id }, { membershipTier: 'leader' }, admin.id);
    await updateMemberByAdmin(deps, { id: explorer.id }, { membershipTier: 'leader' }, admin.id);

    expect(mailer.tiersGranted).toEqual([
      { to: 'eve@example.org', firstName: explorer.firstName, tier: 'leader', billing: { kind: 'none' } },
    ]);
  });

  it('refuses Explorer to a member still paying: it would leave the subscription charging', async () => {
    const { grant } = await payingBuilder();

    await expect(grant({ membershipTier: 'explorer' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: paidExplorerMessage,
    });
  });
});

describe('removeComplimentaryTier', () => {
  it('returns the member to Explorer, free, with a mail and a history entry naming the admin', async () => {
    const { deps, members, mailer, admin } = await payingBuilder();
    const eve = await members.create(aNewMember({ email: 'eve@example.org' }));
    await updateMemberByAdmin(deps, { id: eve.id }, { membershipTier: 'f100' }, admin.id);

    const removed = await removeComplimentaryTier(deps, { id: eve.id }, admin.id);

    expect(removed).toMatchObject({
      membershipTier: 'explorer',
      complimentary: false,
      paymentStatus: 'paid',
    });
    expect(mailer.grantsRemoved).toEqual([{ to: 'eve@example.org', firstName: eve.firstName, tier: 'f100' }]);
    expect((await members.statusHistory(eve.id)).at(-1)).toMatchObject({
      fromTier: 'f100',
      toTier: 'explorer',
      reason: 'admin-removed-grant',
      actor: { kind: 'admin', id: admin.id },
    });
    await expect(removeComplimentaryTier(deps, { id: eve.id }, admin.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: notComplimentaryMessage,
    });
  });

  it('is what granting Explorer to a complimentary member does', async () => {
    const { deps, members, mailer, admin } = await payingBuilder();
    const eve = await members.create(aNewMember({ email: 'eve@example.org' }));
    await updateMemberByAdmin(deps, { id: eve.id }, { membershipTier: 'f100' }, admin.id);

    await updateMemberByAdmin(deps, { id: eve.id }, { membershipTier: 'explorer' }, admin.id);

    expect(mailer.grantsRemoved).toHaveLength(1);
    expect((await members.statusHistory(eve.id)).at(-1)).toMatchObject({ reason: 'admin-removed-grant' });
  });
});

/** A Builder who never paid, and an admin: no subscription for a grant to end. */
async function memberAndAdmin() {
  const fakes = grantTestDeps();
  const member = await fakes.members.create(
    aNewMember({
      email: 'm@example.org',
      membershipTier: 'builder',
      billingCycle: 'monthly',
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
      emailVerifiedAt: new Date('2026-02-01'),
    }),
  );
  const admin = await fakes.members.create(
    aNewMember({ email: 'admin@example.org', staffRole: 'admin', membershipTier: null }),
  );
  return { ...fakes, member, admin };
}

describe('updateMemberByAdmin: who may be granted a tier', () => {
  it('grants f100 without payment and records the admin who did it', async () => {
    const { deps, members, member, admin } = await memberAndAdmin();

    const granted = await updateMemberByAdmin(deps, { id: member.id }, { membershipTier: 'f100' }, admin.id);

    expect(granted).toMatchObject({
      membershipTier: 'f100',
      billingCycle: null,
      paymentStatus: 'paid',
      membershipStatus: 'active',
    });
    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      fromTier: 'builder',
      toTier: 'f100',
      reason: 'admin-granted-tier',
      actor: { kind: 'admin', id: admin.id },
    });
  });

  it('records the system for the operator’s CLI, which names no admin', async () => {
    const { deps, members, member } = await memberAndAdmin();

    await updateMemberByAdmin(deps, { email: 'm@example.org' }, { membershipTier: 'leader' }, null);

    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      toTier: 'leader',
      reason: 'admin-granted-tier',
      actor: { kind: 'system' },
    });
  });

  it('refuses the 101st F100 grant in words, and grants again once a place is free', async () => {
    const { deps, members, member, admin } = await memberAndAdmin();
    for (let i = 0; i < 100; i += 1) await members.create(aNewMember({ membershipTier: 'f100' }));

    await expect(
      updateMemberByAdmin(deps, { id: member.id }, { membershipTier: 'f100' }, admin.id),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: tierFullMessage('f100', 100),
    });
    expect((await members.findById(member.id))?.membershipTier).toBe('builder');

    const [holder] = (await members.search(memberSearchSchema.parse({ tier: 'f100', limit: 1 }))).members;
    await updateMemberByAdmin(deps, { id: holder!.id }, { membershipTier: 'explorer' }, admin.id);
    await expect(
      updateMemberByAdmin(deps, { id: member.id }, { membershipTier: 'f100' }, admin.id),
    ).resolves.toMatchObject({
      membershipTier: 'f100',
    });
  });

  it('refuses concurrent grants past the cap: exactly the free places are granted', async () => {
    const { deps, members, admin } = await memberAndAdmin();
    for (let i = 0; i < 98; i += 1) await members.create(aNewMember({ membershipTier: 'f100' }));
    const candidates = await Promise.all(
      Array.from({ length: 5 }, () => members.create(aNewMember({ membershipTier: 'explorer' }))),
    );

    const results = await Promise.allSettled(
      candidates.map((candidate) =>
        updateMemberByAdmin(deps, { id: candidate.id }, { membershipTier: 'f100' }, admin.id),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await members.countWithTier('f100')).toBe(100);
  });

  it('grants no tier to an admin, refuses an unknown tier, and finds no unknown member', async () => {
    const { deps, member, admin } = await memberAndAdmin();

    await expect(
      updateMemberByAdmin(deps, { id: admin.id }, { membershipTier: 'f100' }, admin.id),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(
      updateMemberByAdmin(deps, { id: member.id }, { membershipTier: 'enterprise' }, admin.id),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please select a valid membership tier.',
    });
    await expect(
      updateMemberByAdmin(deps, { email: 'nobody@example.org' }, { membershipTier: 'f100' }, null),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
