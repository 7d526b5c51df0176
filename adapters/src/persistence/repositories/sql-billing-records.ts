import type {
  BillingRecords,
  HeldSubscription,
  ListedPayment,
  PaymentRecord,
  RecordedPayment,
  RequiredAction,
  SubscriptionRecord,
} from '@commons/core/membership/billing-records';
import type { SubscriptionStatus } from '@commons/core/membership/payment-gateway';
import type { BillingCycle, SubscriptionTierId } from '@commons/core/members/tiers';
import type { EntityManager } from '../orm.ts';

type Timestamp = Date | string | null;
const dateOf = (value: Timestamp) => (value === null ? null : new Date(value));

interface SubscriptionRow {
  user_id: string;
  provider_subscription_id: string;
  provider_customer_id: string | null;
  tier: SubscriptionTierId | null;
  plan_type: BillingCycle | null;
  status: SubscriptionStatus;
  amount_cents: number | null;
  current_period_end: Timestamp;
  cancel_at_period_end: boolean;
  past_due_since: Timestamp;
  pending_tier: SubscriptionTierId | null;
  pending_plan_type: BillingCycle | null;
  pending_change_at: Timestamp;
  refunded_at: Timestamp;
  updated_at: Date | string;
  created_at: Date | string;
  ended_at: Timestamp;
  action_required_invoice_id: string | null;
  action_required_url: string | null;
}

interface PaymentRow {
  user_id: string;
  provider_payment_id: string;
  provider_subscription_id: string | null;
  tier: SubscriptionTierId | null;
  plan_type: BillingCycle | null;
  amount_cents: number;
  period_start: Timestamp;
  period_end: Timestamp;
  invoice_url: string | null;
  card_last4: string | null;
  receipt_number: number;
  paid_at: Date | string;
  /** Of its subscription. */
  refunded_at: Timestamp;
}

// Rows are read by member, or with `user_id is not null`: never an erased member's (null) row.
const subscriptionOf = (row: SubscriptionRow): SubscriptionRecord => ({
  memberId: row.user_id,
  providerSubscriptionId: row.provider_subscription_id,
  providerCustomerId: row.provider_customer_id,
  tier: row.tier,
  planType: row.plan_type,
  status: row.status,
  amountCents: row.amount_cents,
  currentPeriodEnd: dateOf(row.current_period_end),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  pastDueSince: dateOf(row.past_due_since),
  pendingChange:
    row.pending_tier && row.pending_plan_type && row.pending_change_at
      ? {
          tier: row.pending_tier,
          billingCycle: row.pending_plan_type,
          effectiveAt: new Date(row.pending_change_at),
        }
      : null,
  refundedAt: dateOf(row.refunded_at),
  updatedAt: new Date(row.updated_at),
  ...(row.action_required_invoice_id &&
    row.action_required_url && {
      actionRequired: { invoiceId: row.action_required_invoice_id, url: row.action_required_url },
    }),
});

/**
 * The `subscriptions` and `payments` tables, on the context's EntityManager (inside
 * `Transactions.run`, the transaction's). Each write is one statement keyed by the provider's id:
 * an upsert for subscriptions, an insert that ignores a repeat for payments.
 */
export class SqlBillingRecords implements BillingRecords {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async saveSubscription(record: SubscriptionRecord): Promise<void> {
    await this.#em.execute(
      `insert into subscriptions (user_id, provider_subscription_id, provider_customer_id, tier, plan_type, status,
         amount_cents, current_period_end, cancel_at_period_end, past_due_since, pending_tier,
         pending_plan_type, pending_change_at, refunded_at, updated_at, ended_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (provider_subscription_id) do update set
         provider_customer_id = excluded.provider_customer_id, tier = excluded.tier,
         plan_type = excluded.plan_type, status = excluded.status, amount_cents = excluded.amount_cents,
         current_period_end = excluded.current_period_end,
         cancel_at_period_end = excluded.cancel_at_period_end, past_due_since = excluded.past_due_since,
         pending_tier = excluded.pending_tier, pending_plan_type = excluded.pending_plan_type,
         pending_change_at = excluded.pending_change_at,
         refunded_at = coalesce(subscriptions.refunded_at, excluded.refunded_at),
         updated_at = excluded.updated_at,
         ended_at = coalesce(subscriptions.ended_at, excluded.ended_at)`,
      [
        record.memberId,
        record.providerSubscriptionId,
        record.providerCustomerId,
        record.tier,
        record.planType,
        record.status,
        record.amountCents,
        record.currentPeriodEnd,
        record.cancelAtPeriodEnd,
        record.pastDueSince,
        record.pendingChange?.tier ?? null,
        record.pendingChange?.billingCycle ?? null,
        record.pendingChange?.effectiveAt ?? null,
        record.refundedAt,
        record.updatedAt,
        record.status === 'ended' ? record.updatedAt : null,
      ],
    );
  }

  async subscriptionsOf(memberId: string): Promise<SubscriptionRecord[]> {
    const rows = await this.#em.execute<SubscriptionRow[]>(
      `select * from subscriptions where user_id = ? order by created_at desc, id desc`,
      [memberId],
    );
    return rows.map(subscriptionOf);
  }

  async subscriptionHistoryOf(memberId: string): Promise<HeldSubscription[]> {
    const rows = await this.#em.execute<SubscriptionRow[]>(
      `select * from subscriptions where user_id = ? order by created_at, id`,
      [memberId],
    );
    return rows.map((row) => ({
      ...subscriptionOf(row),
      createdAt: new Date(row.created_at),
      endedAt: dateOf(row.ended_at),
    }));
  }

  async pastDueSince(cutoff: Date): Promise<SubscriptionRecord[]> {
    const rows = await this.#em.execute<SubscriptionRow[]>(
      `select * from subscriptions
       where status = 'past-due' and past_due_since <= ? and user_id is not null
       order by past_due_since, id`,
      [cutoff],
    );
    return rows.map(subscriptionOf);
  }

  async recordPayment(payment: PaymentRecord): Promise<RecordedPayment | null> {
    // In a transaction of its own (a savepoint within the caller's): the counter row stays locked
    // until the payment commits, so the next payment waits for this one's number, and a number is
    // only kept with the payment that took it.
    return this.#em.transactional(async (em) => {
      // Locks the counter (made on first use), and reads the last number given.
      const [counter] = await em.execute<{ last_number: number }[]>(
        `insert into receipt_numbers (id, last_number) values (true, 0)
         on conflict (id) do update set last_number = receipt_numbers.last_number
         returning last_number`,
      );
      const receiptNumber = counter!.last_number + 1;
      // A payment recorded before conflicts: nothing is inserted, and the counter stays as it was.
      const taken = await em.execute<{ last_number: number }[]>(
        `with inserted as (
           insert into payments (user_id, provider_payment_id, provider_subscription_id, tier, plan_type,
             amount_cents, period_start, period_end, invoice_url, card_last4, receipt_number, paid_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (provider_payment_id) do nothing
           returning receipt_number
         )
         update receipt_numbers set last_number = inserted.receipt_number from inserted
         returning last_number`,
        [
          payment.memberId,
          payment.providerPaymentId,
          payment.providerSubscriptionId,
          payment.tier,
          payment.planType,
          payment.amountCents,
          payment.periodStart,
          payment.periodEnd,
          payment.invoiceUrl,
          payment.cardLast4,
          receiptNumber,
          payment.paidAt,
        ],
      );
      return taken.length === 1 ? { ...payment, receiptNumber } : null;
    });
  }

  async requireAction(providerSubscriptionId: string, action: RequiredAction): Promise<boolean> {
    // One statement: a payment recorded meanwhile (the notifications came out of order) wins.
    const rows = await this.#em.execute<{ id: string }[]>(
      `update subscriptions set action_required_invoice_id = ?, action_required_url = ?
       where provider_subscription_id = ?
         and not exists (select 1 from payments where provider_payment_id = ?)
       returning id`,
      [action.invoiceId, action.url, providerSubscriptionId, action.invoiceId],
    );
    return rows.length === 1;
  }

  async clearRequiredAction(invoiceId: string): Promise<void> {
    await this.#em.execute(
      `update subscriptions set action_required_invoice_id = null, action_required_url = null
       where action_required_invoice_id = ?`,
      [invoiceId],
      'run',
    );
  }

  async paymentsOf(memberId: string): Promise<ListedPayment[]> {
    const rows = await this.#em.execute<PaymentRow[]>(
      `select payments.*, subscriptions.refunded_at from payments
       left join subscriptions on subscriptions.provider_subscription_id = payments.provider_subscription_id
       where payments.user_id = ? order by payments.paid_at desc, payments.id desc`,
      [memberId],
    );
    return rows.map((row) => ({
      memberId: row.user_id,
      providerPaymentId: row.provider_payment_id,
      providerSubscriptionId: row.provider_subscription_id,
      tier: row.tier,
      planType: row.plan_type,
      amountCents: row.amount_cents,
      periodStart: dateOf(row.period_start),
      periodEnd: dateOf(row.period_end),
      invoiceUrl: row.invoice_url,
      cardLast4: row.card_last4,
      receiptNumber: row.receipt_number,
      paidAt: new Date(row.paid_at),
      refundedAt: dateOf(row.refunded_at),
    }));
  }
}
