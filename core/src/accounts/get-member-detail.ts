import type { Actor } from '../membership/actor.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMember } from './find-member.ts';
import { toMemberView, type Member, type MemberView } from './member.ts';
import type { MembershipStatusChange } from './member-repository.ts';

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

export interface MemberDetail extends MemberView {
  history: MemberHistoryEntry[];
}

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

/** The member and their history, oldest first, each entry naming who acted. */
export async function getMemberDetail(
  deps: Pick<AccountDeps, 'members'>,
  memberId: string,
): Promise<MemberDetail> {
  const member = await findMember(deps, { id: memberId });
  const changes = await deps.members.statusHistory(member.id);
  const adminIds = [
    ...new Set(changes.flatMap((change) => (change.actor.kind === 'admin' ? [change.actor.id] : []))),
  ];
  const admins = new Map((await deps.members.findByIds(adminIds)).map((admin) => [admin.id, admin]));
  const history = changes.flatMap((change): MemberHistoryEntry[] => {
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
  return { ...toMemberView(member), history };
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
