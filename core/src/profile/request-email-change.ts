import { emailTaken, memberNotFound } from '../members/member-errors.ts';
import { accountPolicy } from '../accounts/account-deps.ts';
import { consumeMemberCodeAllowance, issueMemberCode } from '../accounts/member-code-checks.ts';
import { normalizeEmail } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { ProfileDeps } from './profile-deps.ts';
import { emailChangeSchema, profileMessages } from './schemas.ts';

/**
 * `POST /api/me/email`: mails a code to the new address, which proves the member reads it. An
 * address another verified account has is refused with the sign-up's own 409 words, nothing more;
 * a registration nobody verified does not hold an address against a member who proves they read
 * it. Requests are limited per member.
 */
export async function requestEmailChange(
  deps: Pick<
    ProfileDeps,
    'members' | 'memberCodes' | 'changeMailer' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions'
  >,
  memberId: string,
  input: unknown,
): Promise<void> {
  const newEmail = normalizeEmail(parseInput(emailChangeSchema, input).newEmail);
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  if (newEmail === member.email) {
    throw new DomainError('VALIDATION', profileMessages.sameEmail, {
      fields: { newEmail: profileMessages.sameEmail },
    });
  }
  // Counted before the address is looked up, so the allowance also bounds probing for accounts.
  await consumeMemberCodeAllowance(deps, member.id);
  if ((await deps.members.findByEmail(newEmail))?.emailVerifiedAt) throw emailTaken();
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
