/**
 * Change plan (POST /api/billing/plan { tier, planType }): a member holding a live paid
 * subscription moves it to another tier or cycle; no second subscription is ever made. An upgrade
 * (see `isUpgrade`) is charged prorated at once; a downgrade takes effect when the period paid for
 * ends. Choosing the current plan while a downgrade waits
 * takes the downgrade back. The provider is asked with no transaction open; its new state is then
 * recorded, and the member's tier follows it at once (the provider's update notification, applied
 * later, finds it already done).
 */
import type { MemberRepository } from '../members/member-repository.ts';
import type { Clock } from '../shared/clock.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { BillingMailer } from './billing-mailer.ts';
import { billingOverview, currentSubscription, type BillingOverview } from './billing-overview.ts';
import { subscriptionRecordOf, type BillingRecords } from './billing-records.ts';
import { changeMembership } from '../members/change-membership.ts';
import { planChoiceSchema } from './checkout-schema.ts';
import { checkoutErrors } from './open-checkout.ts';
import type { PaymentGateway, SubscriptionPlan, SubscriptionState } from './payment-gateway.ts';
import { cataloguePrice, isUpgrade } from './price-catalogue.ts';
import { parseTierChoice } from './tier-choice.ts';
import { findSubscriptionOffer } from '../members/tiers.ts';

export interface ChangePlanDeps {
  members: MemberRepository;
  billing: BillingRecords;
  gateway: Pick<PaymentGateway, 'changePlan' | 'dropPendingChange' | 'subscriptionState'>;
  /** Queues the 'plan changed' e-mail in the transaction that records the change. */
  mailer: Pick<BillingMailer, 'sendPlanChanged'>;
  transactions: Transactions;
  clock: Clock;
}

export interface ChangePlanCommand {
  memberId: string;
  /** The request body, untrusted. */
  input: unknown;
}

export const changePlanErrors = {
  samePlan: 'You are already on this plan.',
  noSubscription: 'You have no paid subscription to change: choose Upgrade to start one.',
  toExplorer: 'The Explorer membership is free: cancel your subscription to return to it.',
  enterprise: 'Enterprise partnerships are arranged with us: please see /partnership.',
  notActive: 'Please complete your payment before changing your plan.',
  cancelling: 'Your subscription is set to cancel: resume it before changing your plan.',
} as const;

export async function changePlan(deps: ChangePlanDeps, command: ChangePlanCommand): Promise<BillingOverview> {
  const choice = parseTierChoice(planChoiceSchema, command.input);
  if (choice.tier === 'explorer') throw new DomainError('CONFLICT', changePlanErrors.toExplorer);
  if (choice.tier === 'enterprise') throw new DomainError('INVALID_TIER', changePlanErrors.enterprise);
  const offer = findSubscriptionOffer(choice.tier)!;
  const target: SubscriptionPlan = { tier: offer.id, billingCycle: choice.planType };

  const member = await deps.members.findById(command.memberId);
  if (!member) throw new DomainError('NOT_FOUND', checkoutErrors.noAccount);
  if (member.membershipTier === 'f100') throw new DomainError('CONFLICT', checkoutErrors.staffGranted);
  if (member.complimentary) throw new DomainError('CONFLICT', checkoutErrors.complimentary);
  const current = await currentSubscription(deps, member.id);
  if (!current || member.paymentStatus !== 'paid' || !current.tier || !current.planType) {
    throw new DomainError('CONFLICT', changePlanErrors.noSubscription);
  }
  if (current.status !== 'active') throw new DomainError('CONFLICT', changePlanErrors.notActive);
  if (current.cancelAtPeriodEnd) throw new DomainError('CONFLICT', changePlanErrors.cancelling);

  const subscriptionId = current.providerSubscriptionId;
  const isCurrent = target.tier === current.tier && target.billingCycle === current.planType;
  let timing: 'now' | 'at-renewal' | 'kept';
  if (isCurrent) {
    if (!current.pendingChange) throw new DomainError('CONFLICT', changePlanErrors.samePlan);
    await deps.gateway.dropPendingChange(subscriptionId);
    timing = 'kept';
  } else {
    const from = { tier: current.tier, billingCycle: current.planType };
    timing = isUpgrade(from, target) ? 'now' : 'at-renewal';
    await deps.gateway.changePlan(subscriptionId, target, timing);
  }

  const state = await deps.gateway.subscriptionState(subscriptionId);
  await deps.transactions.run(async () => {
    if (state) await recordChange(deps, member.id, state);
    if (timing === 'kept') return;
    await deps.mailer.sendPlanChanged({
      to: member.email,
      firstName: member.firstName,
      tier: target.tier,
      planType: target.billingCycle,
      amountCents: cataloguePrice(target.tier, target.billingCycle).amountCents,
      effectiveAt: timing === 'now' ? null : (state?.pendingChange?.effectiveAt ?? current.currentPeriodEnd),
    });
  });
  return billingOverview(deps, member.id);
}

/** Keeps the provider's new state, and moves the member to the plan it now bills for. */
async function recordChange(deps: ChangePlanDeps, memberId: string, state: SubscriptionState): Promise<void> {
  await deps.transactions.run(async () => {
    const member = await deps.members.findByIdForUpdate(memberId);
    if (!member) return;
    await deps.billing.saveSubscription(subscriptionRecordOf(memberId, state, deps.clock.now()));
    const holdsIt = member.paymentSubscriptionId === state.id && state.status === 'active';
    if (!holdsIt || !state.tier || !state.billingCycle) return;
    if (state.tier === member.membershipTier && state.billingCycle === member.billingCycle) return;
    await changeMembership(
      deps,
      member,
      { type: 'plan-changed', plan: { tier: state.tier, billingCycle: state.billingCycle } },
      { actor: { kind: 'member' } },
    );
  });
}
