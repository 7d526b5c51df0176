import { DomainError } from '../shared/domain-error.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { normalizeEmail, toMemberView } from './member.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { loginSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import { issueNewCode, sendCodeQuietly } from './verification-code.ts';

export const invalidCredentialsMessage = 'Invalid email or password.';
export const emailNotVerifiedMessage =
  'Please verify your email address first. A new verification code has been sent to your email.';

// A hash to check against when the address is unknown, so both failures cost one verification.
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();
function dummyHash(passwords: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(passwords);
  if (!hash) {
    hash = passwords.hash('no account has this password, it only spends the same time');
    dummyHashes.set(passwords, hash);
  }
  return hash;
}

/**
 * Sign-in with e-mail and password. Attempts are limited per account and per client IP (all
 * attempts count; a success clears the account's count). An unknown address and a wrong password
 * get the same answer after the same work. An unverified member is told to verify and gets a
 * fresh code. Each success starts a new session.
 */
export async function login(
  deps: Pick<
    AccountDeps,
    | 'members'
    | 'sessions'
    | 'passwords'
    | 'secrets'
    | 'mailer'
    | 'rateLimiter'
    | 'clock'
    | 'reportMailFailure'
  >,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const credentials = parseInput(loginSchema, input);
  const email = normalizeEmail(credentials.email);
  const accountKey = limitKeys.loginsPerAccount(email);
  await enforceRateLimits(deps.rateLimiter, [
    { key: accountKey, limit: accountPolicy.limits.loginsPerAccount },
    { key: limitKeys.loginsPerIp(requester.clientIp), limit: accountPolicy.limits.loginsPerIp },
  ]);

  const member = await deps.members.findByEmail(email);
  const hash = member?.passwordHash ?? (await dummyHash(deps.passwords));
  const passwordMatches = await deps.passwords.verify(hash, credentials.password);
  if (!member || !passwordMatches) throw new DomainError('INVALID_CREDENTIALS', invalidCredentialsMessage);

  if (!member.emailVerifiedAt) {
    await sendCodeQuietly(deps, email, () => issueNewCode(deps, member));
    throw new DomainError('EMAIL_NOT_VERIFIED', emailNotVerifiedMessage);
  }

  await deps.rateLimiter.reset(accountKey);
  const current = deps.passwords.needsRehash(member.passwordHash)
    ? await deps.members.update(member.id, { passwordHash: await deps.passwords.hash(credentials.password) })
    : member;
  const session = await startSession(deps, member.id);
  return { member: toMemberView(current), session };
}
