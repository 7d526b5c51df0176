import type { ProfileDeps } from '../profile/profile-deps.ts';
import { mailReauthenticationCode } from '../profile/reauthenticate.ts';

/**
 * `POST /api/me/deletion-code`: mails the member a fresh code that confirms closing the account,
 * for a member who would rather not (or cannot) type the password. Limited per member.
 */
export function requestDeletionCode(
  deps: Pick<
    ProfileDeps,
    'members' | 'memberCodes' | 'changeMailer' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions'
  >,
  memberId: string,
): Promise<void> {
  return mailReauthenticationCode(deps, memberId, 'account-deletion', (message) =>
    deps.changeMailer.sendDeletionCode(message),
  );
}
