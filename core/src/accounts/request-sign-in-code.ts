import { spendWithinLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail, type Member } from '../members/member.ts';
import { requestSignInCodeSchema } from './schemas.ts';
import { codeSendLimits, newVerification } from './verification-code.ts';

/**
 * "Email me a sign-in code" (Ghost's way; also the forgot-password path). The answer is the same
 * whether or not an account has the address. Requests are limited per client IP across addresses
 * and per address (shared with the verification e-mails); a refused request spends nothing. A new
 * code replaces the previous one. An inactive member gets no code, as an unknown address gets none:
 * they could not sign in with it.
 */
export async function requestSignInCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'rateLimiter' | 'transactions'>,
  input: unknown,
  requester: Requester,
): Promise<void> {
  const email = normalizeEmail(parseInput(requestSignInCodeSchema, input).email);
  await spendWithinLimits(deps.rateLimiter, [
    { key: limitKeys.codeRequestsPerIp(requester.clientIp), limit: accountPolicy.limits.codeRequestsPerIp },
    ...codeSendLimits(email, 'sign-in'),
  ]);
  const member = await deps.members.findByEmail(email);
  if (member && member.membershipStatus !== 'inactive') await issueSignInCode(deps, member);
}

/**
 * A new sign-in code replaces the member's previous one and is mailed to them, in one transaction:
 * the code and its e-mail are stored together or not at all.
 */
export function issueSignInCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'transactions'>,
  member: Member,
): Promise<void> {
  const { code, verification } = newVerification(deps);
  return deps.transactions.run(async () => {
    await deps.members.update(member.id, { signInCode: verification });
    await deps.mailer.sendSignInCode({
      to: member.email,
      firstName: member.firstName,
      code,
      validForMinutes: accountPolicy.codeValiditySeconds / 60,
    });
  });
}
