import { DomainError } from '../shared/domain-error.ts';
import { refuseWhenSpent } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { normalizeEmail, toMemberView } from '../members/member.ts';
import { loginSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import { issueNewCode, spendCodeAllowanceIfLeft } from './verification-code.ts';

export const invalidCredentialsMessage = 'Invalid email or password.';
export const emailNotVerifiedMessage =
  'Please verify your email address first. A new verification code has been sent to your email.';
export const signInByCodeRequiredMessage =
  'Too many failed sign-ins for this account. Please sign in with a code sent to your email.';

/**
 * Sign-in with e-mail and password. Only wrong passwords count, per (account, client IP) and per
 * client IP, so wrong guesses from one address cannot lock the member out from another; past a
 * ceiling per account from all addresses, the account must sign in by e-mailed code. An unknown
 * address, a member without a password and a wrong password get the same answer after the same
 * work. An inactive member is refused (403) once the password is right; an unverified one is told
 * to verify and gets a fresh code. Each success starts a new session.
 */
export async function login(
  deps: Pick<
    AccountDeps,
    'members' | 'sessions' | 'passwords' | 'secrets' | 'mailer' | 'rateLimiter' | 'clock' | 'transactions'
  >,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const credentials = parseInput(loginSchema, input);
  const email = normalizeEmail(credentials.email);
  const { limits } = accountPolicy;
  const fromHere = [
    {
      key: limitKeys.failedLoginsPerAccountAndIp(email, requester.clientIp),
      limit: limits.failedLoginsPerAccountAndIp,
    },
    { key: limitKeys.failedLoginsPerIp(requester.clientIp), limit: limits.failedLoginsPerIp },
  ];
  const fromEverywhere = {
    key: limitKeys.failedLoginsPerAccount(email),
    limit: limits.failedLoginsPerAccount,
  };
  await refuseWhenSpent(deps.rateLimiter, fromHere);
  await refuseWhenSpent(deps.rateLimiter, [fromEverywhere], signInByCodeRequiredMessage);

  const member = await deps.members.findByEmail(email);
  // An unknown address or a member without a password costs one verification too.
  const passwordMatches = member?.passwordHash
    ? await deps.passwords.verify(member.passwordHash, credentials.password)
    : await deps.passwords.spendVerification(credentials.password).then(() => false);
  if (!member?.passwordHash || !passwordMatches) {
    await Promise.all(
      [...fromHere, fromEverywhere].map(({ key, limit }) => deps.rateLimiter.consume(key, limit)),
    );
    throw new DomainError('INVALID_CREDENTIALS', invalidCredentialsMessage);
  }
  if (member.membershipStatus === 'inactive') throw accountInactive();

  if (!member.emailVerifiedAt) {
    if (await spendCodeAllowanceIfLeft(deps, email)) await issueNewCode(deps, member);
    throw new DomainError('EMAIL_NOT_VERIFIED', emailNotVerifiedMessage);
  }

  await deps.rateLimiter.reset(fromHere[0]!.key);
  const current = deps.passwords.needsRehash(member.passwordHash)
    ? await deps.members.update(member.id, { passwordHash: await deps.passwords.hash(credentials.password) })
    : member;
  const session = await startSession(deps, member.id, 'password');
  return { member: toMemberView(current), session };
}
