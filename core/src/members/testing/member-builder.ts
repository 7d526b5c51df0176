import type { Member } from '../member.ts';
import type { MembershipStatusChange, NewMember } from '../member-repository.ts';

let sequence = 0;

/** A valid new explorer account, pending verification; override what the test is about. */
export function aNewMember(overrides: Partial<NewMember> = {}): NewMember {
  sequence += 1;
  return {
    membershipId: `MC-2026-${String(sequence).padStart(6, '0')}`,
    email: `member${sequence}@example.org`,
    passwordHash: 'fake$v2$0$drowssap',
    firstName: 'Ada',
    lastName: 'Obi',
    organization: null,
    position: null,
    phone: null,
    membershipTier: 'explorer',
    billingCycle: null,
    complimentary: false,
    membershipStatus: 'pending',
    paymentStatus: 'paid',
    emailVerifiedAt: null,
    verification: null,
    staffRole: null,
    paymentCustomerId: null,
    newsletter: false,
    newsletterSource: null,
    newsletterSince: null,
    paymentSubscriptionId: null,
    ...overrides,
  };
}

/** A stored member, for tests that need the full record without a repository. */
export function aMember(overrides: Partial<Member> = {}): Member {
  const base = aNewMember();
  return {
    ...base,
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

/** The history entry a sign-up writes for `memberId` (pending explorer, paid), on 1 January 2026. */
export function aRegistration(memberId: string): MembershipStatusChange {
  return {
    memberId,
    fromStatus: null,
    toStatus: 'pending',
    fromPaymentStatus: null,
    toPaymentStatus: 'paid',
    fromTier: null,
    toTier: 'explorer',
    fromBillingCycle: null,
    toBillingCycle: null,
    reason: 'registered',
    actor: { kind: 'member' },
    at: new Date('2026-01-01T00:00:00.000Z'),
  };
}
