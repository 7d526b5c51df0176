import { spendWithinLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail } from '../members/member.ts';
import { resendVerificationSchema } from './schemas.ts';
import { codeSendLimits, mailCodeOrWithhold, newVerification } from './verification-code.ts';

export interface ResentCode {
  /** When the new code stops working: the verification page counts down to it. */
  codeExpiresAt: Date;
}

/**
 * "Resend Code": a new code replaces the old one. Limited per client IP across addresses (with the
 * sign-in code requests) and to one e-mail a minute per address. The answer, and the work behind
 * it, are the same whether or not an unverified account has the address, so nobody learns which do:
 * the code is stored by the one write that finds no such account, and its message withheld.
 */
export async function resendVerificationCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'rateLimiter' | 'transactions'>,
  input: unknown,
  requester: Requester,
): Promise<ResentCode> {
  const email = normalizeEmail(parseInput(resendVerificationSchema, input).email);
  await spendWithinLimits(deps.rateLimiter, [
    { key: limitKeys.codeRequestsPerIp(requester.clientIp), limit: accountPolicy.limits.codeRequestsPerIp },
    ...codeSendLimits(email),
  ]);
  const { code, verification } = newVerification(deps);
  return deps.transactions.run(async () => {
    const member = await deps.members.replaceVerificationIfUnverified(email, verification);
    await mailCodeOrWithhold(deps, 'verification', email, member, code);
    return { codeExpiresAt: verification.expiresAt };
  });
}
