import { defineEntity, p } from '@mikro-orm/core';
import { membershipStatuses, paymentStatuses } from '@commons/core/members/membership-status';
import { billingCycles, membershipTiers } from '@commons/core/members/tiers';
import { staffRoles } from '@commons/core/staff/permissions';
import { createdAt, timestamp, updatedAt, uuidPrimaryKey } from './columns.ts';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: uuidPrimaryKey(),
    membershipId: p.string().columnType('text').nullable().unique('users_membership_id_unique'),
    /** Stored trimmed and lower-cased; the unique index is what guarantees one account per address. */
    email: p.string().columnType('text').unique('users_email_unique'),
    /**
     * Self-describing argon2id hash (algorithm, parameters, salt, digest): never the password.
     * Null until the member chooses one after verifying the address.
     */
    passwordHash: p.string().columnType('text').nullable(),
    firstName: p.string().columnType('text'),
    lastName: p.string().columnType('text'),
    organization: p.string().columnType('text').nullable(),
    position: p.string().columnType('text').nullable(),
    phone: p.string().columnType('text').nullable(),
    membershipTier: p.enum(membershipTiers).nullable(),
    billingCycle: p.enum(billingCycles).nullable(),
    /** Granted by staff without payment: payments never replace the tier (see the status machine). */
    complimentary: p.boolean().default(false),
    membershipStatus: p.enum(membershipStatuses).default('unverified'),
    paymentStatus: p.enum(paymentStatuses).default('unpaid'),
    emailVerifiedAt: timestamp().nullable(),
    /** SHA-256 of the current one-time code; the code itself is never stored. */
    verificationCodeHash: p.string().columnType('text').nullable(),
    verificationCodeExpiry: timestamp().nullable(),
    verificationAttempts: p.integer().default(0),
    verificationCodeSentAt: timestamp().nullable(),
    /** Staff only (owner, admin, editor, author); null for a member who is not staff. */
    staffRole: p.enum(staffRoles).nullable(),
    /** When staff invited this account; null for staff made otherwise (start-up admin, migration). */
    staffInvitedAt: timestamp().nullable(),
    /** The byline's name; null: the member's first and last name. */
    authorName: p.string().columnType('text').nullable(),
    authorBio: p.string().columnType('text').nullable(),
    /** An https address or a media id. */
    authorAvatarUrl: p.string().columnType('text').nullable(),
    /** The author page's address (/knowledge/author/:slug); set with the first saved profile. */
    authorSlug: p.string().columnType('text').nullable().unique('users_author_slug_unique'),
    /** The member chose to receive the newsletter. */
    newsletter: p.boolean().default(false),
    /** Where and when the newsletter was last turned on: `sign_up` or `settings`. */
    newsletterSource: p.string().columnType('text').nullable(),
    newsletterSince: timestamp().nullable(),
    paymentCustomerId: p.string().columnType('text').nullable().unique('users_payment_customer_id_unique'),
    paymentSubscriptionId: p.string().columnType('text').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  indexes: [
    { properties: ['createdAt'] },
    { properties: ['membershipStatus'] },
    // Led by the tier for the console's filter; the rest lets the business figures count members by
    // plan and status from the index alone, without reading the wide rows.
    {
      name: 'users_plan_index',
      properties: ['membershipTier', 'membershipStatus', 'billingCycle', 'paymentStatus', 'complimentary'],
    },
    // One owner at most: a handover demotes the old owner before it promotes the new one.
    {
      name: 'users_one_owner_unique',
      expression: `create unique index "users_one_owner_unique" on "users" ("staff_role") where "staff_role" = 'owner'`,
    },
    // The console's sort by name; the trigram indexes of its search live in their migration only,
    // since they exist only where the server offers pg_trgm.
    {
      name: 'users_name_sort_index',
      expression:
        'create index "users_name_sort_index" on "users" (lower("first_name"), lower("last_name"), "id")',
    },
  ],
});

export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: uuidPrimaryKey(),
    /** SHA-256 of the 256-bit cookie token. */
    tokenHash: p.string().columnType('text').unique('sessions_token_hash_unique'),
    user: () => p.manyToOne(UserEntity).mapToPk().deleteRule('cascade').index(),
    createdAt: createdAt(),
    lastSeenAt: timestamp(),
    /** Absolute end; the idle end is lastSeenAt + idle window. */
    expiresAt: timestamp().index(),
    /** 'password' or 'code': a code sign-in may choose a new password without the old one. */
    signedInWith: p.string().columnType('text').default('password'),
  },
});

export const MembershipStatusChangeEntity = defineEntity({
  name: 'MembershipStatusChange',
  tableName: 'membership_status_history',
  properties: {
    id: uuidPrimaryKey(),
    /** Null once the member closed the account: the entry stays for accounting, anonymised. */
    user: () => p.manyToOne(UserEntity).mapToPk().nullable().deleteRule('set null').index(),
    fromStatus: p.string().columnType('text').nullable(),
    toStatus: p.string().columnType('text'),
    fromPaymentStatus: p.string().columnType('text').nullable(),
    toPaymentStatus: p.string().columnType('text'),
    fromTier: p.string().columnType('text').nullable(),
    toTier: p.string().columnType('text').nullable(),
    fromBillingCycle: p.string().columnType('text').nullable(),
    toBillingCycle: p.string().columnType('text').nullable(),
    reason: p.string().columnType('text'),
    /** member, admin, system or payment-event (core's `Actor`). */
    actorKind: p.string().columnType('text').default('system'),
    /**
     * The admin's id or the payment event's id. Plain text, not a foreign key: the record of who
     * acted outlives the admin's account.
     */
    actorRef: p.string().columnType('text').nullable(),
    createdAt: createdAt(),
  },
  // The business figures read the history by month.
  indexes: [{ name: 'membership_status_history_created_at_index', properties: ['createdAt'] }],
});

export const ProcessedPaymentEventEntity = defineEntity({
  name: 'ProcessedPaymentEvent',
  tableName: 'processed_payment_events',
  properties: {
    eventId: p.string().columnType('text').primary(),
    type: p.string().columnType('text'),
    user: () => p.manyToOne(UserEntity).mapToPk().nullable().deleteRule('set null'),
    receivedAt: createdAt(),
  },
});

/**
 * A tier granted to an address with no account yet (core's `PendingTierGrants`): applied and
 * removed when that address is verified. The granting admin may be deleted meanwhile.
 */
export const PendingTierGrantEntity = defineEntity({
  name: 'PendingTierGrant',
  tableName: 'pending_tier_grants',
  properties: {
    email: p.string().columnType('text').primary(),
    tier: p.string().columnType('text'),
    grantedBy: () => p.manyToOne(UserEntity).mapToPk().nullable().deleteRule('set null'),
    reason: p.string().columnType('text'),
    createdAt: createdAt(),
  },
});
