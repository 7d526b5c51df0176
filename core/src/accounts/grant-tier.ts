import { adminActor } from '../members/actor.ts';
import { changeMembership } from '../members/change-membership.ts';
import { tierCapacity, type AccountTier } from '../members/tiers.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { toMemberView, type Member, type MemberView } from '../members/member.ts';
import { grantTierSchema } from './schemas.ts';

export const adminsHoldNoTierMessage = 'Admins hold no membership tier';

export function tierFullMessage(tier: AccountTier, capacity: number): string {
  return tier === 'f100'
    ? `The F100 is full: it holds ${capacity} members. Free a place before granting another.`
    : `The ${tier} tier is full: it holds ${capacity} members.`;
}

/**
 * An admin grants a tier without payment (complimentary), f100 included, recorded with the admin.
 * The operator's CLI passes no admin id.
 */
export async function grantTier(
  deps: Pick<AccountDeps, 'members' | 'clock' | 'transactions'>,
  target: MemberSelector,
  input: unknown,
  adminId: string | null,
): Promise<MemberView> {
  const { membershipTier } = parseInput(grantTierSchema, input);
  return deps.transactions.run(async () => {
    const member = await lockMember(deps, target);
    return toMemberView(await applyTierGrant(deps, member, membershipTier, adminId));
  });
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
  if (member.isAdmin) throw new DomainError('VALIDATION', adminsHoldNoTierMessage);
  if (member.membershipTier === tier && member.billingCycle === null) return member;
  await ensureTierHasRoom(deps, tier);
  return changeMembership(
    deps,
    member,
    { type: 'admin-granted-tier', tier },
    { actor: adminActor(adminId), reason },
  );
}
