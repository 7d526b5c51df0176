/**
 * The one way a member's statuses or plan change: the state machine computes the next state, the
 * member row takes it, and the history records it with who and why. Use cases only choose the
 * event; new kinds of change are new events in `membership-status.ts`.
 */
import type { Member } from './member.ts';
import type {
  MemberChanges,
  MemberRepository,
  MembershipStatusChange,
  NewMember,
} from './member-repository.ts';
import type { Clock } from '../shared/clock.ts';
import type { Actor } from './actor.ts';
import {
  hasChanged,
  openingState,
  transition,
  type MembershipEvent,
  type MembershipState,
  type OpeningEvent,
} from './membership-status.ts';

export interface MembershipChangeDeps {
  members: Pick<MemberRepository, 'create' | 'update' | 'recordStatusChange'>;
  clock: Clock;
}

export interface MembershipChangeOptions {
  actor: Actor;
  /** What the history says; the event's own reason when omitted. */
  reason?: string;
  /** Other columns written in the same update (a linked payment customer, a new password...). */
  changes?: MemberChanges;
  /** Record the event even when the state stays the same (a grace period starting, a refund). */
  noteworthy?: boolean;
}

/** Everything of a new account but what the state machine decides. */
export type NewAccount = Omit<
  NewMember,
  | 'membershipStatus'
  | 'paymentStatus'
  | 'membershipTier'
  | 'billingCycle'
  | 'complimentary'
  | 'emailVerifiedAt'
>;

/** The history's words when the caller gives none; an event type without one does not compile. */
const defaultReasons: Record<MembershipEvent['type'] | OpeningEvent['type'], string> = {
  registered: 'registered',
  'admin-created': 'admin-created',
  'email-verified': 'email-verified',
  'admin-promoted': 'admin-promoted',
  'payment-confirmed': 'payment-confirmed',
  'payment-lapsed': 'payment-lapsed',
  'subscription-ended': 'subscription-ended',
  'payment-noted': 'payment-noted',
  'plan-changed': 'plan-changed',
  'chose-free-tier': 'chose-free-tier',
  'admin-set-status': 'admin',
  'admin-granted-tier': 'admin-granted-tier',
  'admin-removed-grant': 'admin-removed-grant',
  'admin-noted': 'admin-noted',
  'address-noted': 'address-noted',
};

export function membershipStateOf(member: Member): MembershipState {
  return {
    membershipStatus: member.membershipStatus,
    paymentStatus: member.paymentStatus,
    emailVerified: member.emailVerifiedAt !== null,
    tier: member.membershipTier,
    billingCycle: member.billingCycle,
    complimentary: member.complimentary,
  };
}

/** Creates the account in its opening state and records how it began. */
export async function openMembership(
  deps: MembershipChangeDeps,
  account: NewAccount,
  event: OpeningEvent,
  options: Pick<MembershipChangeOptions, 'actor' | 'reason'>,
): Promise<Member> {
  const now = deps.clock.now();
  const state = openingState(event);
  const member = await deps.members.create({
    ...account,
    membershipStatus: state.membershipStatus,
    paymentStatus: state.paymentStatus,
    membershipTier: state.tier,
    billingCycle: state.billingCycle,
    complimentary: state.complimentary,
    emailVerifiedAt: state.emailVerified ? now : null,
  });
  await record(deps, { memberId: member.id, before: null, after: state, at: now }, event.type, options);
  return member;
}

/**
 * Applies the event to the member: writes the new state with the caller's other changes, and
 * records the change when the state moved (or the caller marks it noteworthy). Returns the member
 * as stored; untouched when there was nothing to write.
 */
export async function changeMembership(
  deps: MembershipChangeDeps,
  member: Member,
  event: MembershipEvent,
  options: MembershipChangeOptions,
): Promise<Member> {
  const now = deps.clock.now();
  const before = membershipStateOf(member);
  const after = transition(before, event);
  const changes: MemberChanges = { ...options.changes, ...columnChanges(before, after, now) };
  const updated = Object.keys(changes).length > 0 ? await deps.members.update(member.id, changes) : member;
  if (hasChanged(before, after) || options.noteworthy) {
    await record(deps, { memberId: member.id, before, after, at: now }, event.type, options);
  }
  return updated;
}

function columnChanges(before: MembershipState, after: MembershipState, now: Date): MemberChanges {
  const changes: MemberChanges = {};
  if (after.membershipStatus !== before.membershipStatus) changes.membershipStatus = after.membershipStatus;
  if (after.paymentStatus !== before.paymentStatus) changes.paymentStatus = after.paymentStatus;
  if (after.tier !== before.tier) changes.membershipTier = after.tier;
  if (after.billingCycle !== before.billingCycle) changes.billingCycle = after.billingCycle;
  if (after.complimentary !== before.complimentary) changes.complimentary = after.complimentary;
  // A verified address needs no pending code any more.
  if (after.emailVerified && !before.emailVerified) {
    changes.emailVerifiedAt = now;
    changes.verification = null;
  }
  return changes;
}

/** The only history write in the core (a test holds it to that). */
function record(
  deps: MembershipChangeDeps,
  {
    memberId,
    before,
    after,
    at,
  }: { memberId: string; before: MembershipState | null; after: MembershipState; at: Date },
  eventType: keyof typeof defaultReasons,
  { actor, reason }: Pick<MembershipChangeOptions, 'actor' | 'reason'>,
): Promise<void> {
  const change: MembershipStatusChange = {
    memberId,
    fromStatus: before?.membershipStatus ?? null,
    toStatus: after.membershipStatus,
    fromPaymentStatus: before?.paymentStatus ?? null,
    toPaymentStatus: after.paymentStatus,
    fromTier: before?.tier ?? null,
    toTier: after.tier,
    fromBillingCycle: before?.billingCycle ?? null,
    toBillingCycle: after.billingCycle,
    reason: reason ?? defaultReasons[eventType],
    actor,
    at,
  };
  return deps.members.recordStatusChange(change);
}
