import { DomainError } from '../shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { applyTierGrant } from './complimentary-tier.ts';
import type { Member } from '../members/member.ts';

/**
 * Inside the transaction that verifies the member's address: a tier granted to that address before
 * the account existed is applied now, with the granting admin and reason in the history, and
 * removed. When the capped tier has filled up meanwhile, the grant stays pending (the staff see it
 * refused when they grant again) and the verification goes on: signing up must not fail for it.
 */
export async function claimPendingTierGrant(
  deps: Pick<AccountDeps, 'members' | 'clock' | 'pendingGrants'>,
  member: Member,
): Promise<Member> {
  const grant = await deps.pendingGrants.find(member.email);
  if (!grant) return member;
  try {
    const granted = await applyTierGrant(deps, member, grant.tier, grant.grantedBy, grant.reason);
    await deps.pendingGrants.remove(member.email);
    return granted;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT') return member;
    throw error;
  }
}
