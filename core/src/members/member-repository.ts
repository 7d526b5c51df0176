import type { Actor } from './actor.ts';
import type { AccountTier } from './tiers.ts';
import type { Member, PendingVerification } from './member.ts';
import type {
  MemberExportCursor,
  MemberFilters,
  MemberSearch,
  MemberSearchPage,
  MemberStats,
} from './member-search.ts';

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
   * membershipId is already taken (the caller draws another). A taken membershipId leaves the
   * caller's transaction usable, so the caller can draw again in it.
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
  /** The members with these ids (unknown ones left out), in no particular order. */
  findByIds(ids: readonly string[]): Promise<Member[]>;
  /**
   * The page of members matching the filters, in the search's order (ties broken by id), with the
   * number of all matches. No limit: every match.
   */
  search(search: MemberSearch): Promise<MemberSearchPage>;
  /**
   * Verified members who receive the newsletter and whose address contains `text` (any case), the
   * latest to turn it on first (ties by address), at most `limit` when given.
   */
  newsletterMembers(text: string, limit?: number): Promise<Member[]>;
  /**
   * Up to `limit` members matching the filters, oldest first (ties by id), starting after `after`
   * (from the first when null): an export's pages, each read from where the last ended, so every
   * match comes once however many there are, without counting or skipping rows.
   */
  exportPage(filters: MemberFilters, after: MemberExportCursor | null, limit: number): Promise<Member[]>;
  /** The admin's stat cards, counted over every member. */
  stats(): Promise<MemberStats>;
  /** How many members hold the tier now. */
  countWithTier(tier: AccountTier): Promise<number>;
  /**
   * Makes concurrent grants of one tier take turns until the surrounding transaction ends, so a
   * capped tier (F100) is counted and granted without a race. Outside a transaction it throws.
   */
  lockTierGrants(tier: AccountTier): Promise<void>;
  /**
   * Makes concurrent registrations of one address take turns until the surrounding transaction
   * ends, so the second finds the first's row instead of meeting it in the unique index. Outside
   * a transaction it throws.
   */
  lockAddress(email: string): Promise<void>;
  /** Applies the changes and returns the updated member; throws NOT_FOUND for an unknown id. */
  update(id: string, changes: MemberChanges): Promise<Member>;
  /**
   * Replaces the verification code of the unverified member with this (normalized) address and
   * returns the member; null, having written nothing, when no unverified member has it. One write
   * either way, so the work does not tell whether the address has an account.
   */
  replaceVerificationIfUnverified(email: string, verification: PendingVerification): Promise<Member | null>;
  /**
   * Stores the member's payment customer unless one is stored already, in one atomic write, and
   * returns the one stored now: of two concurrent calls, both get the first's. Null for an unknown
   * member.
   */
  setPaymentCustomerIdIfAbsent(id: string, customerId: string): Promise<string | null>;
  /**
   * Deletes the account (its history and sessions with it) only while its address is unverified:
   * a pending registration replaced by a new sign-up. False when nothing was deleted.
   */
  deleteUnverified(id: string): Promise<boolean>;
  /**
   * Housekeeping: deletes registrations still unverified that were created before `cutoff` and
   * never started a payment (no payment customer). Returns how many.
   */
  deleteUnverifiedCreatedBefore(cutoff: Date): Promise<number>;
  /**
   * Moves the member to a new (normalized) address; throws EMAIL_TAKEN when another account has
   * it, NOT_FOUND for an unknown member.
   */
  changeEmail(id: string, email: string): Promise<Member>;
  /**
   * Erases the member (the account closes): the account row, its sessions and pending codes go;
   * the membership history and the payment records stay for accounting, without the member.
   * Erasing an unknown member does nothing.
   */
  erase(id: string): Promise<void>;
  recordStatusChange(change: MembershipStatusChange): Promise<void>;
  statusHistory(memberId: string): Promise<MembershipStatusChange[]>;
}
