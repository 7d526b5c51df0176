import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { applyTierGrant } from './complimentary-tier.ts';
import { lockMember, type MemberSelector } from '../members/find-member.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { grantTierSchema } from './schemas.ts';

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
