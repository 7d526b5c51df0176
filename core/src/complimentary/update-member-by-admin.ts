/**
 * The spec's `PATCH /api/admin/users/:id`: an admin grants a tier, sets the status, or both. A
 * grant makes the member complimentary on that tier (Explorer, free for everyone, takes a grant
 * back instead). A member still paying a subscription has it ended, at the period's end (the
 * default) or now with the unused rest refunded, and is told by e-mail what they were granted and
 * what happens to their billing.
 *
 * The grant is committed first, so a full F100 refuses it before anything is cancelled; the
 * provider is asked next, with no transaction open; its new state and the e-mail are then recorded
 * together. A provider that fails leaves the grant (no payment replaces it) and an error: the
 * admin grants again, and only the subscription is left to do.
 *
 * The CLI's `members:grant-tier` is the same grant: it passes no admin id, so the history names the
 * system.
 */
import type { AccountDeps } from '../accounts/account-deps.ts';
import { applyAdminStatus } from '../accounts/admin-status.ts';
import { applyTierGrant } from '../accounts/complimentary-tier.ts';
import { adminMemberUpdateSchema, type GrantSubscriptionChoice } from '../accounts/schemas.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { toMemberView, type Member, type MemberView } from '../members/member.ts';
import type { BillingMailer, GrantBilling } from '../membership/billing-mailer.ts';
import { liveSubscriptionOf } from '../membership/billing-overview.ts';
import {
  subscriptionRecordOf,
  type BillingRecords,
  type SubscriptionRecord,
} from '../membership/billing-records.ts';
import type { PaymentGateway } from '../membership/payment-gateway.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { applyGrantRemoval } from './remove-complimentary-tier.ts';

export const paidExplorerMessage =
  'This member pays for a subscription: Explorer is free, so grant another tier or let them cancel it.';

export type UpdateMemberByAdminDeps = Pick<AccountDeps, 'members' | 'sessions' | 'clock' | 'transactions'> & {
  billing: Pick<BillingRecords, 'subscriptionsOf' | 'saveSubscription'>;
  gateway: Pick<
    PaymentGateway,
    'setCancelAtPeriodEnd' | 'cancelSubscriptionNowWithProratedRefund' | 'subscriptionState'
  >;
  mailer: Pick<BillingMailer, 'sendTierGranted' | 'sendGrantRemoved'>;
};

interface Granted {
  member: Member;
  /** The subscription the grant ends, once the transaction is over. */
  running: SubscriptionRecord | null;
}

export async function updateMemberByAdmin(
  deps: UpdateMemberByAdminDeps,
  target: MemberSelector,
  input: unknown,
  adminId: string | null,
): Promise<MemberView> {
  const update = parseInput(adminMemberUpdateSchema, input);
  const { member, running } = await deps.transactions.run(async (): Promise<Granted> => {
    let member = await lockMember(deps, target);
    let running: SubscriptionRecord | null = null;
    const tier = update.membershipTier;
    if (tier) {
      const live = liveSubscriptionOf(member, await deps.billing.subscriptionsOf(member.id));
      if (tier === 'explorer' && live) throw new DomainError('CONFLICT', paidExplorerMessage);
      const before = member;
      member =
        tier === 'explorer' && member.complimentary
          ? await applyGrantRemoval(deps, member, adminId)
          : await applyTierGrant(deps, member, tier, adminId);
      const granted = member.complimentary && member !== before;
      // A member still paying is told once the subscription is dealt with; anyone else now.
      const toEnd = granted || !live?.cancelAtPeriodEnd || update.subscription === 'cancel_now';
      if (live && member.complimentary && toEnd) running = live;
      else if (granted) await sendGranted(deps, member, { kind: 'none' });
    }
    if (update.membershipStatus) {
      member = await applyAdminStatus(deps, member, update.membershipStatus, adminId);
    }
    return { member, running };
  });
  if (running) await endSubscription(deps, member, running, update.subscription ?? 'cancel_at_period_end');
  return toMemberView(member);
}

/** With no transaction open: the provider ends the subscription, then its state and the mail are kept. */
async function endSubscription(
  deps: UpdateMemberByAdminDeps,
  member: Member,
  running: SubscriptionRecord,
  choice: GrantSubscriptionChoice,
): Promise<void> {
  const id = running.providerSubscriptionId;
  let billing: GrantBilling;
  if (choice === 'cancel_now') {
    billing = {
      kind: 'cancelled-now',
      refundCents: await deps.gateway.cancelSubscriptionNowWithProratedRefund(id),
    };
  } else {
    if (!running.cancelAtPeriodEnd) await deps.gateway.setCancelAtPeriodEnd(id, true);
    billing = { kind: 'cancel-at-period-end', endsAt: running.currentPeriodEnd };
  }
  const state = await deps.gateway.subscriptionState(id);
  if (state && billing.kind === 'cancel-at-period-end') billing.endsAt = state.currentPeriodEnd;
  await deps.transactions.run(async () => {
    // Kept before the provider's own notification of the change arrives: it then mails nothing more.
    if (state) await deps.billing.saveSubscription(subscriptionRecordOf(member.id, state, deps.clock.now()));
    await sendGranted(deps, member, billing);
  });
}

function sendGranted(
  deps: Pick<UpdateMemberByAdminDeps, 'mailer'>,
  member: Member,
  billing: GrantBilling,
): Promise<void> {
  return deps.mailer.sendTierGranted({
    to: member.email,
    firstName: member.firstName,
    tier: member.membershipTier!,
    billing,
  });
}
