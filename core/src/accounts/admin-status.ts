/**
 * An admin's setting of a member's status, inside the caller's transaction: the console, the CLI
 * and a CSV import all come here, so an inactive member loses every session wherever it is set.
 */
import { adminActor } from '../members/actor.ts';
import { changeMembership } from '../members/change-membership.ts';
import type { Member } from '../members/member.ts';
import type { AdminSettableStatus } from '../members/membership-status.ts';
import type { AccountDeps } from './account-deps.ts';

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
