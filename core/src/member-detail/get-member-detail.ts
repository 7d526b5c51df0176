import type { Actor } from '../members/actor.ts';
import {
  liveSubscriptionOf,
  toPaymentView,
  toSubscriptionView,
  type PaymentView,
  type SubscriptionView,
} from '../membership/billing-overview.ts';
import type {
  BillingRecords,
  ListedPayment,
  PaymentRecord,
  SubscriptionRecord,
} from '../membership/billing-records.ts';
import type { AccountDeps } from '../accounts/account-deps.ts';
import { findMember } from '../members/find-member.ts';
import { toMemberView, type Member, type MemberView } from '../members/member.ts';
import type { MembershipStatusChange } from '../members/member-repository.ts';
import type { Session } from '../accounts/session-store.ts';

export const historyKinds = [
  'membershipStatus',
  'paymentStatus',
  'membershipTier',
  'billingCycle',
  'note',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** One moved value of the member's timeline; a change that moved nothing is a `note`. */
export interface MemberHistoryEntry {
  at: Date;
  kind: HistoryKind;
  from: string | null;
  to: string | null;
  /** Why: 'registered', 'payment:checkout-completed', 'admin-granted-tier'... */
  reason: string;
  /** Who: an admin or the member by id and e-mail; a payment event by its id; the system. */
  actor: { kind: Actor['kind']; id: string | null; email: string | null };
}

/** A subscription row as the staff see it: the member's view plus the provider's id. */
export type MemberSubscriptionView = SubscriptionView & Pick<SubscriptionRecord, 'providerSubscriptionId'>;

/** A paid invoice (the `payments` table records paid invoices only) with the provider's id. */
export type MemberPaymentView = PaymentView & Pick<PaymentRecord, 'providerPaymentId'>;

/** A signed-in browser of the member, without its token digest. */
export type MemberSessionView = Pick<
  Session,
  'id' | 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'signedInWith'
>;

export interface MemberDetail extends MemberView {
  history: MemberHistoryEntry[];
  /** The subscription the member holds now, if one is still running. */
  subscription: MemberSubscriptionView | null;
  /** Every subscription row of the member, newest first (ended ones too). */
  subscriptions: MemberSubscriptionView[];
  /** Newest first. */
  payments: MemberPaymentView[];
  /** The member's customer at Stripe; null without one, and for the local simulator's customers. */
  stripeCustomerId: string | null;
  /** Newest first. */
  sessions: MemberSessionView[];
}

export type MemberDetailDeps = Pick<AccountDeps, 'members' | 'sessions'> & {
  billing: Pick<BillingRecords, 'subscriptionsOf' | 'paymentsOf'>;
};

/** Stripe's customer ids begin `cus_`; the simulator's begin `sim_cus_` and have no Stripe page. */
const isStripeCustomerId = (id: string | null): id is string => id?.startsWith('cus_') ?? false;

const fields = [
  ['membershipStatus', 'fromStatus', 'toStatus'],
  ['paymentStatus', 'fromPaymentStatus', 'toPaymentStatus'],
  ['membershipTier', 'fromTier', 'toTier'],
  ['billingCycle', 'fromBillingCycle', 'toBillingCycle'],
] as const satisfies readonly (readonly [
  HistoryKind,
  keyof MembershipStatusChange,
  keyof MembershipStatusChange,
])[];

/**
 * The member, their history (oldest first, each entry naming who acted), their subscriptions,
 * payments and sessions.
 */
export async function getMemberDetail(deps: MemberDetailDeps, memberId: string): Promise<MemberDetail> {
  const member = await findMember(deps, { id: memberId });
  // One after another: the adapters share one database context per request.
  const history = await historyOf(deps, member);
  const subscriptions = await deps.billing.subscriptionsOf(member.id);
  const payments = await deps.billing.paymentsOf(member.id);
  const sessions = await deps.sessions.listForMember(member.id);
  const current = liveSubscriptionOf(member, subscriptions);
  return {
    ...toMemberView(member),
    history,
    subscription: current && toMemberSubscriptionView(current),
    subscriptions: subscriptions.map(toMemberSubscriptionView),
    payments: payments.map(toMemberPaymentView),
    stripeCustomerId: isStripeCustomerId(member.paymentCustomerId) ? member.paymentCustomerId : null,
    sessions: sessions.map(({ id, createdAt, lastSeenAt, expiresAt, signedInWith }) => ({
      id,
      createdAt,
      lastSeenAt,
      expiresAt,
      signedInWith,
    })),
  };
}

async function historyOf(deps: Pick<AccountDeps, 'members'>, member: Member): Promise<MemberHistoryEntry[]> {
  const changes = await deps.members.statusHistory(member.id);
  const adminIds = [
    ...new Set(changes.flatMap((change) => (change.actor.kind === 'admin' ? [change.actor.id] : []))),
  ];
  const admins = new Map((await deps.members.findByIds(adminIds)).map((admin) => [admin.id, admin]));
  return changes.flatMap((change): MemberHistoryEntry[] => {
    const actor = describeActor(change.actor, member, admins);
    const moved = fields.filter(([, from, to]) => change[from] !== change[to]);
    if (moved.length === 0)
      return [{ at: change.at, kind: 'note', from: null, to: null, reason: change.reason, actor }];
    return moved.map(([kind, from, to]) => ({
      at: change.at,
      kind,
      from: change[from] as string | null,
      to: change[to] as string | null,
      reason: change.reason,
      actor,
    }));
  });
}

function toMemberSubscriptionView(record: SubscriptionRecord): MemberSubscriptionView {
  return { providerSubscriptionId: record.providerSubscriptionId, ...toSubscriptionView(record) };
}

function toMemberPaymentView(record: ListedPayment): MemberPaymentView {
  return { providerPaymentId: record.providerPaymentId, ...toPaymentView(record) };
}

function describeActor(
  actor: Actor,
  member: Member,
  admins: Map<string, Member>,
): MemberHistoryEntry['actor'] {
  switch (actor.kind) {
    case 'admin':
      return { kind: 'admin', id: actor.id, email: admins.get(actor.id)?.email ?? null };
    case 'member':
      return { kind: 'member', id: member.id, email: member.email };
    case 'payment-event':
      return { kind: 'payment-event', id: actor.eventId, email: null };
    case 'system':
      return { kind: 'system', id: null, email: null };
  }
}
