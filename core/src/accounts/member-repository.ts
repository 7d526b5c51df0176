import type { Actor } from '../membership/actor.ts';
import type { Member } from './member.ts';

export type NewMember = Omit<Member, 'id' | 'createdAt' | 'updatedAt'>;
export type MemberChanges = Partial<Omit<Member, 'id' | 'email' | 'createdAt' | 'updatedAt'>>;

/**
 * One recorded change of a member's statuses or plan (table `membership_status_history`). The
 * `from` side is null for the entry that opened the account.
 */
export interface MembershipStatusChange {
  memberId: string;
  fromStatus: Member['membershipStatus'] | null;
  toStatus: Member['membershipStatus'];
  fromPaymentStatus: Member['paymentStatus'] | null;
  toPaymentStatus: Member['paymentStatus'];
  fromTier: Member['membershipTier'];
  toTier: Member['membershipTier'];
  fromBillingCycle: Member['billingCycle'];
  toBillingCycle: Member['billingCycle'];
  /** Why: 'registered', 'email-verified', 'payment:<event type>', 'admin'... */
  reason: string;
  actor: Actor;
  at: Date;
}

export const lockOutsideTransactionMessage =
  'findByIdForUpdate needs a transaction: outside one the row lock would end at once';

export interface MemberRepository {
  /**
   * Throws DomainError EMAIL_TAKEN when the address is already registered, and CONFLICT when the
   * membershipId is already taken (the caller draws another).
   */
  create(member: NewMember): Promise<Member>;
  /** Null for an unknown id, including one that is not a well-formed id at all. */
  findById(id: string): Promise<Member | null>;
  /** Looks up by normalized e-mail. */
  findByEmail(email: string): Promise<Member | null>;
  findByPaymentCustomerId(customerId: string): Promise<Member | null>;
  /**
   * Reads the member and locks the row until the surrounding transaction ends, so concurrent
   * updates of the same member (two webhooks, a webhook and a verification) apply one after the
   * other. Outside a transaction the lock would end at once: that throws (a bug, not a DomainError).
   */
  findByIdForUpdate(id: string): Promise<Member | null>;
  /** Every member, newest first. */
  list(): Promise<Member[]>;
  /** Applies the changes and returns the updated member; throws NOT_FOUND for an unknown id. */
  update(id: string, changes: MemberChanges): Promise<Member>;
  /**
   * Stores the member's payment customer unless one is stored already, in one atomic write, and
   * returns the one stored now: of two concurrent calls, both get the first's. Null for an unknown
   * member.
   */
  setPaymentCustomerIdIfAbsent(id: string, customerId: string): Promise<string | null>;
  recordStatusChange(change: MembershipStatusChange): Promise<void>;
  statusHistory(memberId: string): Promise<MembershipStatusChange[]>;
}
