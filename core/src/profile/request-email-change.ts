import { emailTaken, memberNotFound } from '../members/member-errors.ts';
import { accountPolicy } from '../accounts/account-deps.ts';
import { consumeMemberCodeAllowance, issueMemberCode } from '../accounts/member-code-checks.ts';
import { normalizeEmail } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { recipientCap, tooManyMailsMessage } from '../shared/recipient-caps.ts';
import { parseInput } from '../shared/validation.ts';
import type { ProfileDeps } from './profile-deps.ts';
import { reauthenticate } from './reauthenticate.ts';
import { emailChangeSchema, profileMessages } from './schemas.ts';

/**
 * `POST /api/me/email {newEmail, password}` or `{newEmail, code}`: the member proves it is them
 * (the password, or the code `POST /api/me/email-change-code` mailed to the current address), then
 * a code goes to the new address, which proves the member reads it. An address another verified
 * account has is refused with the sign-up's own 409 words, nothing more; a registration nobody
 * verified does not hold an address against a member who proves they read it. Requests are limited
 * per member, and codes per new address and day, refused in words (the member waits for the mail).
 */
export async function requestEmailChange(
  deps: Pick<
    ProfileDeps,
    | 'members'
    | 'memberCodes'
    | 'changeMailer'
    | 'passwords'
    | 'secrets'
    | 'clock'
    | 'rateLimiter'
    | 'transactions'
  >,
  memberId: string,
  input: unknown,
): Promise<void> {
  const { newEmail: typed, ...proof } = parseInput(emailChangeSchema, input);
  const newEmail = normalizeEmail(typed);
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  if (newEmail === member.email) {
    throw new DomainError('VALIDATION', profileMessages.sameEmail, {
      fields: { newEmail: profileMessages.sameEmail },
    });
  }
  // A stolen session alone learns nothing and mails nobody.
  await reauthenticate(deps, member, proof, 'email-change-approval');
  // Counted before the address is looked up, so the allowance also bounds probing for accounts.
  await consumeMemberCodeAllowance(deps, member.id, 'email-change');
  if ((await deps.members.findByEmail(newEmail))?.emailVerifiedAt) throw emailTaken();
  // Any member may name any address: several accounts must not flood one mailbox. One atomic count
  // (not a look, then a count), so requests that arrive together cannot all pass.
  await enforceRateLimits(
    deps.rateLimiter,
    [recipientCap('email-change-code', newEmail)],
    tooManyMailsMessage,
  );
  // The code and its e-mail are stored together or not at all.
  await deps.transactions.run(async () => {
    const code = await issueMemberCode(deps, member.id, 'email-change', newEmail);
    await deps.changeMailer.sendEmailChangeCode({
      to: newEmail,
      firstName: member.firstName,
      code,
      validForMinutes: accountPolicy.codeValiditySeconds / 60,
    });
  });
}
