import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { applyAdminStatus } from './admin-status.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
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
