import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { applyTierGrant } from './complimentary-tier.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { adminMemberUpdateSchema } from './schemas.ts';
import { applyAdminStatus } from './admin-status.ts';

/**
 * The spec's `PATCH /api/admin/users/:id`: an admin grants a tier, sets the status, or both, in one
 * transaction (the tier first, so a status the admin chose is the one that stays).
 */
export async function updateMemberByAdmin(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'clock' | 'transactions'>,
  target: MemberSelector,
  input: unknown,
  adminId: string,
): Promise<MemberView> {
  const update = parseInput(adminMemberUpdateSchema, input);
  return deps.transactions.run(async () => {
    let member = await lockMember(deps, target);
    if (update.membershipTier) member = await applyTierGrant(deps, member, update.membershipTier, adminId);
    if (update.membershipStatus) {
      member = await applyAdminStatus(deps, member, update.membershipStatus, adminId);
    }
    return toMemberView(member);
  });
}
