import type { AccountTier, BillingCycle } from './tiers.ts';
import type { MembershipStatus, PaymentStatus } from './membership-status.ts';
import type { StaffRole } from '../staff/permissions.ts';

/** Where a member turned the newsletter on: the sign-up form's checkbox, or Settings. */
export type MemberNewsletterSource = 'sign_up' | 'settings';

/** A pending one-time e-mail code: only its hash is kept. */
export interface PendingVerification {
  codeHash: string;
  expiresAt: Date;
  /** Wrong guesses so far; the code is burned at the limit. */
  attempts: number;
  sentAt: Date;
}

/** A member account (table `users`). */
export interface Member {
  id: string;
  membershipId: string | null;
  /** Trimmed and lower-cased. */
  email: string;
  /** Null until the member chooses one after verifying the address (sign-up takes no password). */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  organization: string | null;
  position: string | null;
  phone: string | null;
  membershipTier: AccountTier | null;
  billingCycle: BillingCycle | null;
  /**
   * The tier was granted by staff without payment: no payment event, renewal or webhook replaces
   * it, and nothing is owed.
   */
  complimentary: boolean;
  membershipStatus: MembershipStatus;
  paymentStatus: PaymentStatus;
  emailVerifiedAt: Date | null;
  verification: PendingVerification | null;
  /** Staff only: what the console lets them do (staff/permissions.ts); null for everyone else. */
  staffRole: StaffRole | null;
  /** Chose to receive the newsletter (unticked at sign-up; a switch in Settings). */
  newsletter: boolean;
  /** Where and when the newsletter was last turned on; null if it never was. */
  newsletterSource: MemberNewsletterSource | null;
  newsletterSince: Date | null;
  paymentCustomerId: string | null;
  paymentSubscriptionId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a member may see of their own account, and what the API returns: no secrets. */
export interface MemberView {
  id: string;
  membershipId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  organization: string | null;
  position: string | null;
  phone: string | null;
  membershipTier: AccountTier | null;
  billingCycle: BillingCycle | null;
  /** Granted by staff: the dashboard shows "Complimentary" and no billing cycle. */
  complimentary: boolean;
  membershipStatus: MembershipStatus;
  paymentStatus: PaymentStatus;
  emailVerified: boolean;
  /** False until the member chooses a password (the dashboard then offers to). */
  hasPassword: boolean;
  staffRole: StaffRole | null;
  newsletter: boolean;
  createdAt: Date;
}

export function toMemberView(member: Member): MemberView {
  return {
    id: member.id,
    membershipId: member.membershipId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    organization: member.organization,
    position: member.position,
    phone: member.phone,
    membershipTier: member.membershipTier,
    billingCycle: member.billingCycle,
    complimentary: member.complimentary,
    membershipStatus: member.membershipStatus,
    paymentStatus: member.paymentStatus,
    emailVerified: member.emailVerifiedAt !== null,
    hasPassword: member.passwordHash !== null,
    staffRole: member.staffRole,
    newsletter: member.newsletter,
    createdAt: member.createdAt,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
