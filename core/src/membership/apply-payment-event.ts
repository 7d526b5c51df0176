/**
 * Applies one verified payment notification to the member it concerns: at most once (the event id
 * is recorded in the same transaction as the change), under a row lock, and from the
 * subscription's current state rather than from the event itself, so late or reordered
 * notifications cannot undo a newer state. Webhooks and the payment simulator both come here.
 */
import type { Member } from '../members/member.ts';
import type { MemberChanges, MemberRepository } from '../members/member-repository.ts';
import type { Clock } from '../shared/clock.ts';
import { isUuid } from '../shared/ids.ts';
import type { Transactions } from '../shared/transactions.ts';
import type {
  BillingMailer,
  CancellationMessage,
  DuplicateRefundedMessage,
  PaymentFailedMessage,
  ReceiptMessage,
} from './billing-mailer.ts';
import { holdsLiveSubscription } from './subscription-standing.ts';
import {
  liveSubscriptionStatuses,
  refundReasonPrefix,
  subscriptionRecordOf,
  type BillingRecords,
  type PaymentRecord,
  type RecordedPayment,
  type SubscriptionRecord,
} from './billing-records.ts';
import { changeMembership } from '../members/change-membership.ts';
import type { MembershipEvent, MembershipPlan } from '../members/membership-status.ts';
import type { PaymentEventLog } from './payment-event-log.ts';
import type { PaymentEvent, PaymentGateway, SubscriptionState } from './payment-gateway.ts';
import { membershipEventFor, paymentStanding, type PaymentStanding } from './payment-standing.ts';

export interface ApplyPaymentEventDeps {
  members: MemberRepository;
  paymentEvents: PaymentEventLog;
  billing: BillingRecords;
  gateway: Pick<PaymentGateway, 'subscriptionState' | 'cancelAndRefund'>;
  /** Queues the receipt and notices inside the transaction that records what they report. */
  mailer: BillingMailer;
  transactions: Transactions;
  clock: Clock;
}

export type PaymentEventOutcome =
  | { outcome: 'applied'; memberId: string; statusChanged: boolean }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string };

export async function applyPaymentEvent(
  deps: ApplyPaymentEventDeps,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  if (event.type === 'other')
    return { outcome: 'ignored', reason: `not a membership event (${event.providerType})` };
  // Read before the transaction: no row lock is held while the provider answers.
  const subscription = event.subscriptionId
    ? await deps.gateway.subscriptionState(event.subscriptionId)
    : null;

  const { outcome, duplicate } = await deps.transactions.run(async (): Promise<Applied> => {
    const member = await lockMember(deps.members, event, subscription);
    const receivedAt = deps.clock.now();
    const first = await deps.paymentEvents.recordOnce({
      eventId: event.id,
      type: event.type,
      memberId: member?.id ?? null,
      receivedAt,
    });
    if (!first) return { outcome: { outcome: 'duplicate' } };
    if (!member) return { outcome: { outcome: 'ignored', reason: 'no member for this event' } };
    if (subscription && isSecondLiveSubscription(member, subscription)) {
      // Its payment is listed (refunded, once the refund below is made), with no receipt.
      await recordBilling(deps.billing, member.id, event, subscription, receivedAt);
      return {
        outcome: { outcome: 'ignored', reason: 'a second live subscription: cancelled and refunded' },
        duplicate: {
          subscriptionId: subscription.id,
          memberId: member.id,
          message: {
            to: member.email,
            firstName: member.firstName,
            tier: subscription.tier,
            amountCents: subscription.amountCents,
          },
        },
      };
    }
    const recorded = subscription ? await recordOf(deps.billing, member.id, subscription.id) : null;
    const payment = namesAnotherCustomer(member, event, subscription)
      ? null
      : await recordBilling(deps.billing, member.id, event, subscription, receivedAt);
    // The mails are queued in this transaction: they commit with what they report, or not at all.
    // A refunded subscription's payment (reported after the refund) gets no receipt.
    if (payment && !recorded?.refundedAt) await deps.mailer.sendReceipt(receiptOf(member, payment));
    await recordRequiredAction(deps, member, event, subscription);
    const applied = await applyToMember(deps, member, event, subscription, receivedAt);
    if (applied.outcome === 'applied' && subscription) {
      const notices = noticesOf(member, event, subscription, recorded, receivedAt);
      if (notices.paymentFailed) await deps.mailer.sendPaymentFailed(notices.paymentFailed);
      if (notices.cancellation) await deps.mailer.sendCancellation(notices.cancellation);
    }
    return { outcome: applied };
  });
  if (duplicate) {
    // Never two live subscriptions: the one paid second is ended and refunded, and the member told.
    await deps.gateway.cancelAndRefund(duplicate.subscriptionId);
    const ended = await deps.gateway.subscriptionState(duplicate.subscriptionId);
    const refundedAt = deps.clock.now();
    if (ended) {
      await deps.billing.saveSubscription({
        ...subscriptionRecordOf(duplicate.memberId, ended, refundedAt),
        refundedAt,
      });
    }
    await deps.mailer.sendDuplicateRefunded(duplicate.message);
  }
  return outcome;
}

/** The member holds a live subscription, and another one has been paid for (two tabs). */
function isSecondLiveSubscription(member: Member, subscription: SubscriptionState): boolean {
  return (
    holdsLiveSubscription(member) &&
    subscription.id !== member.paymentSubscriptionId &&
    subscription.status === 'active'
  );
}

interface Applied {
  outcome: PaymentEventOutcome;
  /** A second live subscription, to cancel and refund once the transaction is over. */
  duplicate?: { subscriptionId: string; memberId: string; message: DuplicateRefundedMessage } | undefined;
}

interface Notices {
  paymentFailed?: PaymentFailedMessage;
  cancellation?: CancellationMessage;
}

async function recordOf(
  billing: BillingRecords,
  memberId: string,
  subscriptionId: string,
): Promise<SubscriptionRecord | null> {
  const held = await billing.subscriptionsOf(memberId);
  return held.find((record) => record.providerSubscriptionId === subscriptionId) ?? null;
}

/**
 * The e-mails an event calls for, judged from the subscription's state before and now, so a
 * repeated or late notification tells the member nothing twice: a failed renewal in its grace, a
 * cancellation at the period's end newly set (from the provider's portal; the dashboard's own
 * cancel mails it there), and the end of the subscription the member holds (neither for a
 * complimentary member: the grant's own mail said what becomes of the subscription).
 */
function noticesOf(
  member: Member,
  event: PaymentEvent,
  subscription: SubscriptionState,
  before: SubscriptionRecord | null,
  now: Date,
): Notices {
  const notices: Notices = {};
  const standing = paymentStanding(subscription, now);
  const to = { to: member.email, firstName: member.firstName, tier: subscription.tier };
  if (event.type === 'payment-failed' && standing.kind === 'in-grace') {
    notices.paymentFailed = {
      ...to,
      amountCents: subscription.amountCents,
      graceEndsAt: standing.graceEndsAt,
    };
  }
  // A complimentary member was told of the subscription's end with the grant; it ends nothing.
  if (member.complimentary) return notices;
  const live = liveSubscriptionStatuses.includes(subscription.status);
  if (live && subscription.cancelAtPeriodEnd && before && !before.cancelAtPeriodEnd) {
    notices.cancellation = { ...to, kind: 'scheduled', endsAt: subscription.currentPeriodEnd };
  }
  const held = member.paymentSubscriptionId === subscription.id;
  if (held && subscription.status === 'ended' && before && before.status !== 'ended') {
    notices.cancellation = { ...to, kind: 'ended', endsAt: null };
  }
  return notices;
}

/**
 * An invoice waiting for the member's confirmation is noted (the dashboard shows it) and mailed,
 * unless it is paid already; a paid invoice clears it. Of the member's own subscription only.
 */
async function recordRequiredAction(
  deps: Pick<ApplyPaymentEventDeps, 'billing' | 'mailer'>,
  member: Member,
  event: PaymentEvent,
  subscription: SubscriptionState | null,
): Promise<void> {
  const invoice = event.invoice;
  if (!invoice || namesAnotherCustomer(member, event, subscription)) return;
  if (event.type === 'invoice-paid') return deps.billing.clearRequiredAction(invoice.id);
  if (event.type !== 'action-required' || !invoice.url || !subscription) return;
  const noted = await deps.billing.requireAction(subscription.id, {
    invoiceId: invoice.id,
    url: invoice.url,
  });
  if (!noted) return;
  await deps.mailer.sendPaymentActionRequired({
    to: member.email,
    firstName: member.firstName,
    tier: subscription.tier,
    amountCents: invoice.amountCents,
    invoiceUrl: invoice.url,
  });
}

function receiptOf(member: Member, payment: RecordedPayment): ReceiptMessage {
  return {
    to: member.email,
    firstName: member.firstName,
    receiptNumber: payment.receiptNumber,
    tier: payment.tier,
    planType: payment.planType,
    amountCents: payment.amountCents,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    paidAt: payment.paidAt,
    invoiceUrl: payment.invoiceUrl,
    cardLast4: payment.cardLast4,
  };
}

/** The member the event is about, locked until the transaction ends. */
async function lockMember(
  members: MemberRepository,
  event: PaymentEvent,
  subscription: SubscriptionState | null,
): Promise<Member | null> {
  const memberId = [event.memberId, subscription?.memberId].find((id) => id && isUuid(id));
  const byId = memberId ? await members.findByIdForUpdate(memberId) : null;
  if (byId) return byId;
  const customerId = event.customerId ?? subscription?.customerId ?? null;
  const byCustomer = customerId ? await members.findByPaymentCustomerId(customerId) : null;
  return byCustomer ? members.findByIdForUpdate(byCustomer.id) : null;
}

function namesAnotherCustomer(member: Member, event: PaymentEvent, subscription: SubscriptionState | null) {
  const customerId = event.customerId ?? subscription?.customerId ?? null;
  return Boolean(member.paymentCustomerId && customerId && customerId !== member.paymentCustomerId);
}

async function applyToMember(
  deps: Pick<ApplyPaymentEventDeps, 'members' | 'clock'>,
  member: Member,
  event: PaymentEvent,
  subscription: SubscriptionState | null,
  now: Date,
): Promise<PaymentEventOutcome> {
  if (namesAnotherCustomer(member, event, subscription)) {
    return { outcome: 'ignored', reason: 'the event names another customer than the member’s' };
  }
  const customerId = event.customerId ?? subscription?.customerId ?? null;
  const changes: MemberChanges = {};
  if (!member.paymentCustomerId && customerId && !(await deps.members.findByPaymentCustomerId(customerId))) {
    changes.paymentCustomerId = customerId;
  }

  let standing: PaymentStanding | null = null;
  let paidPlan: MembershipPlan | null = null;
  if (subscription && event.type !== 'refund-recorded') {
    standing = paymentStanding(subscription, now);
    const current = member.paymentSubscriptionId;
    // A newly paid subscription replaces the member's; anything else about another one is stale.
    if (current && current !== subscription.id && standing.kind !== 'paid') {
      return { outcome: 'ignored', reason: 'the event concerns a subscription the member no longer holds' };
    }
    if (!current || standing.kind === 'paid') {
      if (current !== subscription.id) changes.paymentSubscriptionId = subscription.id;
    }
    if (standing.kind === 'paid' && subscription.tier) {
      paidPlan = { tier: subscription.tier, billingCycle: subscription.billingCycle ?? member.billingCycle };
    }
  }

  const updated = await changeMembership(deps, member, membershipEventOf(standing, member, paidPlan), {
    actor: { kind: 'payment-event', eventId: event.id },
    reason: historyReason(event, standing),
    changes,
    noteworthy: event.type === 'refund-recorded' || standing?.kind === 'in-grace',
  });
  const statusChanged =
    updated.membershipStatus !== member.membershipStatus || updated.paymentStatus !== member.paymentStatus;
  return { outcome: 'applied', memberId: member.id, statusChanged };
}

/** The status event the standing calls for, carrying the plan paid for; else the plan alone. */
function membershipEventOf(
  standing: PaymentStanding | null,
  member: Member,
  paidPlan: MembershipPlan | null,
): MembershipEvent {
  const statusEvent = standing ? membershipEventFor(standing, member.paymentStatus === 'paid') : null;
  if (statusEvent?.type === 'payment-confirmed' && paidPlan) return { ...statusEvent, plan: paidPlan };
  if (statusEvent) return statusEvent;
  return paidPlan ? { type: 'plan-changed', plan: paidPlan } : { type: 'payment-noted' };
}

function historyReason(event: PaymentEvent, standing: PaymentStanding | null): string {
  if (event.type === 'refund-recorded' && event.amountCents !== null) {
    return `${refundReasonPrefix}${event.amountCents}`;
  }
  if (standing?.kind === 'in-grace')
    return `payment:${event.type}:grace-until:${standing.graceEndsAt.toISOString()}`;
  return `payment:${event.type}`;
}

/** Keeps the subscription's latest state and the payment the event reports, once each. */
async function recordBilling(
  billing: BillingRecords,
  memberId: string,
  event: PaymentEvent,
  subscription: SubscriptionState | null,
  now: Date,
): Promise<RecordedPayment | null> {
  if (subscription) await billing.saveSubscription(subscriptionRecordOf(memberId, subscription, now));
  const invoice = event.invoice;
  if (!invoice || (event.type !== 'invoice-paid' && event.type !== 'checkout-completed')) return null;
  const payment: PaymentRecord = {
    memberId,
    providerPaymentId: invoice.id,
    providerSubscriptionId: event.subscriptionId,
    tier: subscription?.tier ?? null,
    planType: subscription?.billingCycle ?? null,
    amountCents: invoice.amountCents,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    invoiceUrl: invoice.url,
    cardLast4: invoice.cardLast4 ?? null,
    paidAt: event.occurredAt,
  };
  return billing.recordPayment(payment);
}
