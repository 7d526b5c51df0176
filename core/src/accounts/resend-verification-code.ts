import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { normalizeEmail } from '../members/member.ts';
import { resendVerificationSchema } from './schemas.ts';
import { codeExpiryFromNow, consumeCodeSendAllowance, issueNewCode } from './verification-code.ts';

export interface ResentCode {
  /** When the new code stops working: the verification page counts down to it. */
  codeExpiresAt: Date;
}

/**
 * "Resend Code": a new code replaces the old one. The address's allowance is spent and the answer
 * is the same whether or not an unverified account has this address, so nobody learns which do:
 * without one, the expiry is the one a code issued now would have.
 */
export async function resendVerificationCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'rateLimiter' | 'transactions'>,
  input: unknown,
): Promise<ResentCode> {
  const email = normalizeEmail(parseInput(resendVerificationSchema, input).email);
  await consumeCodeSendAllowance(deps, email);
  const member = await deps.members.findByEmail(email);
  if (!member || member.emailVerifiedAt) return { codeExpiresAt: codeExpiryFromNow(deps) };
  return { codeExpiresAt: await issueNewCode(deps, member) };
}
