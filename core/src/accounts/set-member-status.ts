import { parseInput } from '../shared/validation.ts';
import { adminActor } from '../members/actor.ts';
import type { AdminSettableStatus } from '../members/membership-status.ts';
import { changeMembership } from '../members/change-membership.ts';
import type { AccountDeps } from './account-deps.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { toMemberView, type Member, type MemberView } from '../members/member.ts';
import { setMemberStatusSchema } from './schemas.ts';

/**
 * An admin sets membershipStatus to pending, active or inactive directly. The change is recorded
 * with who and when; setting a member inactive ends all of their sessions at once.
 */
export async function setMemberStatus(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'clock' | 'transactions'>,
  target: MemberSelector,
  input: unknown,
  /** The admin acting; null for the operator's CLI. */
  adminId: string | null,
): Promise<MemberView> {
  const { membershipStatus } = parseInput(setMemberStatusSchema, input);
  return deps.transactions.run(async () => {
    const member = await lockMember(deps, target);
    return toMemberView(await applyAdminStatus(deps, member, membershipStatus, adminId));
  });
}

/** Inside the caller's transaction, on the locked member: the status change and its record. */
export async function applyAdminStatus(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'clock'>,
  member: Member,
  membershipStatus: AdminSettableStatus,
  adminId: string | null,
): Promise<Member> {
  // Ended even when already inactive, so no session outlives the admin's decision.
  if (membershipStatus === 'inactive') await deps.sessions.deleteAllForMember(member.id);
  return changeMembership(
    deps,
    member,
    { type: 'admin-set-status', status: membershipStatus },
    { actor: adminActor(adminId) },
  );
}
