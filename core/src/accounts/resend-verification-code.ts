import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { normalizeEmail } from './member.ts';
import { resendVerificationSchema } from './schemas.ts';
import { consumeCodeSendAllowance, issueNewCode } from './verification-code.ts';

/**
 * "Resend Code": a new code replaces the old one. The address's allowance is spent and the answer
 * is the same whether or not an unverified account has this address, so nobody learns which do.
 */
export async function resendVerificationCode(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'rateLimiter'>,
  input: unknown,
): Promise<void> {
  const email = normalizeEmail(parseInput(resendVerificationSchema, input).email);
  await consumeCodeSendAllowance(deps, email);
  const member = await deps.members.findByEmail(email);
  if (!member || member.emailVerifiedAt) return;
  await issueNewCode(deps, member);
}
