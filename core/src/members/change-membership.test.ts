import { describe, expect, it } from 'vitest';
import { InMemoryMemberRepository } from './testing/in-memory-member-repository.ts';
import { aNewMember } from './testing/member-builder.ts';
import type { NewMember } from './member-repository.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { changeMembership, openMembership, type NewAccount } from './change-membership.ts';

const pendingCode = {
  codeHash: 'hash',
  expiresAt: new Date('2026-03-01T10:05:00.000Z'),
  attempts: 0,
  sentAt: new Date('2026-03-01T10:00:00.000Z'),
};

function setUp() {
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const members = new InMemoryMemberRepository(clock);
  const deps = { members, clock };
  const stored = (overrides: Partial<NewMember> = {}) => members.create(aNewMember(overrides));
  return { clock, members, deps, stored };
}

function anAccount(): NewAccount {
  const {
    membershipStatus: _status,
    paymentStatus: _payment,
    membershipTier: _tier,
    billingCycle: _cycle,
    emailVerifiedAt: _verified,
    ...account
  } = aNewMember({ verification: pendingCode });
  return account;
}

describe('openMembership', () => {
  it('creates a registered account in its opening state and records how it began', async () => {
    const { deps, members } = setUp();

    const member = await openMembership(
      deps,
      anAccount(),
      { type: 'registered', plan: { tier: 'builder', billingCycle: 'yearly' }, free: false },
      { actor: { kind: 'member' } },
    );

    expect(member).toMatchObject({
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
      membershipTier: 'builder',
      billingCycle: 'yearly',
      emailVerifiedAt: null,
      verification: pendingCode,
    });
    expect(await members.statusHistory(member.id)).toEqual([
      {
        memberId: member.id,
        fromStatus: null,
        toStatus: 'pending',
        fromPaymentStatus: null,
        toPaymentStatus: 'unpaid',
        fromTier: null,
        toTier: 'builder',
        fromBillingCycle: null,
        toBillingCycle: 'yearly',
        reason: 'registered',
        actor: { kind: 'member' },
        at: new Date('2026-03-01T10:00:00.000Z'),
      },
    ]);
  });

  it('creates an admin verified now and active, under the reason given', async () => {
    const { deps, members } = setUp();

    const admin = await openMembership(
      deps,
      { ...anAccount(), staffRole: 'admin' },
      { type: 'admin-created' },
      { actor: { kind: 'system' }, reason: 'bootstrap' },
    );

    expect(admin).toMatchObject({
      membershipStatus: 'active',
      membershipTier: null,
      emailVerifiedAt: new Date('2026-03-01T10:00:00.000Z'),
    });
    expect(await members.statusHistory(admin.id)).toEqual([
      expect.objectContaining({ toStatus: 'active', reason: 'bootstrap', actor: { kind: 'system' } }),
    ]);
  });
});

describe('changeMembership', () => {
  it('writes the next state and records from, to, who and when', async () => {
    const { deps, members, stored, clock } = setUp();
    const member = await stored({
      membershipTier: 'explorer',
      paymentStatus: 'unpaid',
      emailVerifiedAt: new Date('2026-02-01T00:00:00.000Z'),
    });
    clock.advanceSeconds(60);

    const updated = await changeMembership(
      deps,
      member,
      { type: 'payment-confirmed', plan: { tier: 'leader', billingCycle: 'monthly' } },
      { actor: { kind: 'payment-event', eventId: 'evt_1' }, reason: 'payment:invoice-paid' },
    );

    expect(updated).toMatchObject({
      membershipStatus: 'active',
      paymentStatus: 'paid',
      membershipTier: 'leader',
      billingCycle: 'monthly',
    });
    expect(await members.findById(member.id)).toEqual(updated);
    expect(await members.statusHistory(member.id)).toEqual([
      {
        memberId: member.id,
        fromStatus: 'pending',
        toStatus: 'active',
        fromPaymentStatus: 'unpaid',
        toPaymentStatus: 'paid',
        fromTier: 'explorer',
        toTier: 'leader',
        fromBillingCycle: null,
        toBillingCycle: 'monthly',
        reason: 'payment:invoice-paid',
        actor: { kind: 'payment-event', eventId: 'evt_1' },
        at: new Date('2026-03-01T10:01:00.000Z'),
      },
    ]);
  });

  it('records a change of plan alone', async () => {
    const { deps, members, stored } = setUp();
    const member = await stored({ membershipTier: 'builder', billingCycle: 'monthly' });

    await changeMembership(
      deps,
      member,
      { type: 'plan-changed', plan: { tier: 'builder', billingCycle: 'yearly' } },
      { actor: { kind: 'admin', id: 'admin-1' } },
    );

    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'pending',
        fromBillingCycle: 'monthly',
        toBillingCycle: 'yearly',
        reason: 'plan-changed',
        actor: { kind: 'admin', id: 'admin-1' },
      }),
    ]);
  });

  it("uses the event's own reason when the caller gives none", async () => {
    const { deps, members, stored } = setUp();
    const member = await stored({ membershipStatus: 'active' });

    await changeMembership(
      deps,
      member,
      { type: 'admin-set-status', status: 'inactive' },
      { actor: { kind: 'system' } },
    );

    expect((await members.statusHistory(member.id)).map((change) => change.reason)).toEqual(['admin']);
  });

  it('stamps the verification time and drops the pending code when the address is verified', async () => {
    const { deps, stored, clock } = setUp();
    const member = await stored({ verification: pendingCode });
    clock.advanceSeconds(30);

    const updated = await changeMembership(
      deps,
      member,
      { type: 'email-verified' },
      { actor: { kind: 'member' } },
    );

    expect(updated).toMatchObject({
      membershipStatus: 'active',
      emailVerifiedAt: new Date('2026-03-01T10:00:30.000Z'),
      verification: null,
    });
  });

  it('keeps the first verification time of an address verified before', async () => {
    const { deps, stored } = setUp();
    const verifiedAt = new Date('2026-02-01T00:00:00.000Z');
    const member = await stored({ membershipStatus: 'active', emailVerifiedAt: verifiedAt });

    const updated = await changeMembership(
      deps,
      member,
      { type: 'admin-promoted' },
      { actor: { kind: 'system' } },
    );

    expect(updated.emailVerifiedAt).toEqual(verifiedAt);
  });

  it('neither writes nor records when nothing changes', async () => {
    const { deps, members, stored, clock } = setUp();
    const member = await stored({ membershipStatus: 'active', emailVerifiedAt: new Date('2026-02-01') });
    clock.advanceSeconds(60);

    const after = await changeMembership(
      deps,
      member,
      { type: 'admin-set-status', status: 'active' },
      { actor: { kind: 'system' } },
    );

    expect(after).toEqual(member);
    expect((await members.findById(member.id))?.updatedAt).toEqual(member.updatedAt);
    expect(await members.statusHistory(member.id)).toEqual([]);
  });

  it("writes the caller's other changes with the state, and only records a state change", async () => {
    const { deps, members, stored } = setUp();
    const member = await stored({ membershipStatus: 'active', paymentStatus: 'paid' });

    const updated = await changeMembership(
      deps,
      member,
      { type: 'payment-noted' },
      { actor: { kind: 'payment-event', eventId: 'evt_2' }, changes: { paymentCustomerId: 'cus_1' } },
    );

    expect(updated.paymentCustomerId).toBe('cus_1');
    expect(await members.statusHistory(member.id)).toEqual([]);
  });

  it('records an event the caller marks noteworthy even when the state stays', async () => {
    const { deps, members, stored } = setUp();
    const member = await stored({ membershipStatus: 'active', paymentStatus: 'paid' });

    await changeMembership(
      deps,
      member,
      { type: 'payment-noted' },
      {
        actor: { kind: 'payment-event', eventId: 'evt_3' },
        reason: 'payment:refund-recorded:500',
        noteworthy: true,
      },
    );

    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({
        fromStatus: 'active',
        toStatus: 'active',
        fromPaymentStatus: 'paid',
        toPaymentStatus: 'paid',
        reason: 'payment:refund-recorded:500',
      }),
    ]);
  });
});
