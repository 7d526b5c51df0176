import { accountPolicy } from '../accounts/account-deps.ts';
import { memberNotFound } from '../members/member-errors.ts';
import { consumeMemberCodeAllowance, issueMemberCode } from '../accounts/member-code-checks.ts';
import type { ProfileDeps } from '../profile/profile-deps.ts';

/**
 * `POST /api/me/deletion-code`: mails the member a fresh code that confirms closing the account,
 * for a member who would rather not (or cannot) type the password. Limited per member.
 */
export async function requestDeletionCode(
  deps: Pick<
    ProfileDeps,
    'members' | 'memberCodes' | 'changeMailer' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions'
  >,
  memberId: string,
): Promise<void> {
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  await consumeMemberCodeAllowance(deps, member.id);
  // The code and its e-mail are stored together or not at all.
  await deps.transactions.run(async () => {
    const code = await issueMemberCode(deps, member.id, 'account-deletion');
    await deps.changeMailer.sendDeletionCode({
      to: member.email,
      firstName: member.firstName,
      code,
      validForMinutes: accountPolicy.codeValiditySeconds / 60,
    });
  });
}
