/**
 * Granting a tier without payment, inside the caller's transaction: the admin's grant, a CSV
 * import, an accepted F100 application and a grant waiting for an address all come here, so the
 * capacity of a capped tier and the history's record are kept in one place.
 */
import { adminActor } from '../members/actor.ts';
import { changeMembership } from '../members/change-membership.ts';
import type { Member } from '../members/member.ts';
import { tierCapacity, type AccountTier } from '../members/tiers.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';

export const adminsHoldNoTierMessage = 'Admins hold no membership tier';

export function tierFullMessage(tier: AccountTier, capacity: number): string {
  return tier === 'f100'
    ? `The F100 is full: it holds ${capacity} members. Free a place before granting another.`
    : `The ${tier} tier is full: it holds ${capacity} members.`;
}

/**
 * Inside the caller's transaction: refuses the grant in words when the capped tier is full. The count
 * is taken under a lock that makes concurrent grants of that tier take turns, so the 101st F100
 * grant is refused however they race.
 */
export async function ensureTierHasRoom(
  deps: Pick<AccountDeps, 'members'>,
  tier: AccountTier,
): Promise<void> {
  const capacity = tierCapacity[tier];
  if (capacity === undefined) return;
  await deps.members.lockTierGrants(tier);
  const holders = await deps.members.countWithTier(tier);
  if (holders >= capacity) throw new DomainError('CONFLICT', tierFullMessage(tier, capacity));
}

/**
 * Inside the caller's transaction, on the locked member: the one place a tier is granted without
 * payment (the console, the CLI, an accepted F100 application). `reason` is what the history says.
 */
export async function applyTierGrant(
  deps: Pick<AccountDeps, 'members' | 'clock'>,
  member: Member,
  tier: AccountTier,
  adminId: string | null,
  reason?: string,
): Promise<Member> {
  if (member.staffRole !== null) throw new DomainError('VALIDATION', adminsHoldNoTierMessage);
  if (member.membershipTier === tier && member.billingCycle === null) return member;
  await ensureTierHasRoom(deps, tier);
  return changeMembership(
    deps,
    member,
    { type: 'admin-granted-tier', tier },
    { actor: adminActor(adminId), reason },
  );
}
