import { defineEntity, p } from '@mikro-orm/core';
import { billingCycles, membershipTiers } from '@commons/core/members/tiers';
import { createdAt, timestamp, uuidPrimaryKey } from './columns.ts';
import { UserEntity } from './users.ts';

/** One row per provider subscription a member has held (core's `SubscriptionRecord`). */
export const SubscriptionEntity = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(UserEntity).mapToPk().nullable().deleteRule('set null').index(),
    providerSubscriptionId: p
      .string()
      .columnType('text')
      .unique('subscriptions_provider_subscription_id_unique'),
    providerCustomerId: p.string().columnType('text').nullable(),
    tier: p.enum(membershipTiers).nullable(),
    planType: p.enum(billingCycles).nullable(),
    /** active, past-due, lapsed, ended or incomplete (core's `SubscriptionStatus`). */
    status: p.string().columnType('text'),
    amountCents: p.integer().nullable(),
    currentPeriodEnd: timestamp().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    /** When the unpaid invoice of a past-due subscription fell due: its grace ends 7 days later. */
    pastDueSince: timestamp().nullable(),
    /** A downgrade the provider applies at the next renewal (core's `PendingPlanChange`). */
    pendingTier: p.enum(membershipTiers).nullable(),
    pendingPlanType: p.enum(billingCycles).nullable(),
    pendingChangeAt: timestamp().nullable(),
    /** When it was cancelled and refunded (a second one paid by mistake): its payments show refunded. */
    refundedAt: timestamp().nullable(),
    /**
     * The invoice waiting for the member to confirm the payment (3-D Secure), and its hosted page,
     * until that invoice is paid.
     */
    actionRequiredInvoiceId: p.string().columnType('text').nullable(),
    actionRequiredUrl: p.string().columnType('text').nullable(),
    createdAt: createdAt(),
    updatedAt: timestamp(),
    /** When it was first recorded as ended (the member's data export lists it). */
    endedAt: timestamp().nullable(),
  },
});

/** One row per paid invoice (core's `PaymentRecord`). */
export const PaymentEntity = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(UserEntity).mapToPk().nullable().deleteRule('set null').index(),
    providerPaymentId: p.string().columnType('text').unique('payments_provider_payment_id_unique'),
    providerSubscriptionId: p.string().columnType('text').nullable(),
    tier: p.enum(membershipTiers).nullable(),
    planType: p.enum(billingCycles).nullable(),
    amountCents: p.integer(),
    periodStart: timestamp().nullable(),
    periodEnd: timestamp().nullable(),
    invoiceUrl: p.string().columnType('text').nullable(),
    cardLast4: p.string().columnType('text').nullable(),
    receiptNumber: p.integer().unique('payments_receipt_number_unique'),
    paidAt: timestamp(),
  },
  // The business figures sum the payments by month from the index alone.
  indexes: [
    {
      name: 'payments_paid_at_index',
      expression: 'create index "payments_paid_at_index" on "payments" ("paid_at") include ("amount_cents")',
    },
  ],
});

/**
 * The last receipt number given (one row): a payment takes the next under this row's lock, in the
 * transaction that records it, so receipt numbers are unique and leave no gap.
 */
export const ReceiptNumberEntity = defineEntity({
  name: 'ReceiptNumber',
  tableName: 'receipt_numbers',
  properties: {
    id: p.boolean().primary().default(true),
    lastNumber: p.integer(),
  },
});
