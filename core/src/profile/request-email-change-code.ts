import type { ProfileDeps } from './profile-deps.ts';
import { mailReauthenticationCode } from './reauthenticate.ts';

/**
 * `POST /api/me/email-change-code`: mails the member, at the account's current address, a fresh
 * code that approves moving the account to another address, for a member who would rather not (or
 * cannot) type the password. Limited per member.
 */
export function requestEmailChangeCode(
  deps: Pick<
    ProfileDeps,
    'members' | 'memberCodes' | 'changeMailer' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions'
  >,
  memberId: string,
): Promise<void> {
  return mailReauthenticationCode(deps, memberId, 'email-change-approval', (message) =>
    deps.changeMailer.sendEmailChangeApprovalCode(message),
  );
}
