import { DomainError } from '../shared/domain-error.ts';
import { refuseWhenSpent } from '../shared/rate-limits.ts';
import type { RateLimit } from '../shared/rate-limiter.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { accountInactive } from '../members/member-errors.ts';
import { normalizeEmail, toMemberView } from '../members/member.ts';
import { recognizeDevice, rememberDevice } from './devices.ts';
import { loginSchema } from './schemas.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import { issueNewCode, spendCodeAllowanceIfLeft } from './verification-code.ts';

export const invalidCredentialsMessage = 'Invalid email or password.';
export const emailNotVerifiedMessage =
  'Please verify your email address first. A new verification code has been sent to your email.';
export const signInByCodeRequiredMessage =
  'Too many failed sign-ins for this account. Please sign in with a code sent to your email.';

/** Rate-limit checks refused together, with the answer they give when spent. */
interface Allowance {
  checks: { key: string; limit: RateLimit }[];
  message?: string;
}

/**
 * Which allowances of wrong passwords an attempt is judged by (OWASP's device cookies): a known
 * device of the account has its own; any other browser shares those of unknown browsers, per
 * (account, client IP), per client IP, and per account from all addresses.
 */
function failureAllowances(email: string, requester: Requester, deviceHash: string | null): Allowance[] {
  const { limits } = accountPolicy;
  if (deviceHash) {
    return [
      { checks: [{ key: limitKeys.failedLoginsPerDevice(deviceHash), limit: limits.failedLoginsPerDevice }] },
    ];
  }
  return [
    {
      checks: [
        {
          key: limitKeys.failedLoginsPerAccountAndIp(email, requester.clientIp),
          limit: limits.failedLoginsPerAccountAndIp,
        },
        { key: limitKeys.failedLoginsPerIp(requester.clientIp), limit: limits.failedLoginsPerIp },
      ],
    },
    {
      checks: [{ key: limitKeys.failedLoginsPerAccount(email), limit: limits.failedLoginsPerAccount }],
      message: signInByCodeRequiredMessage,
    },
  ];
}

/**
 * Sign-in with e-mail and password. Only wrong passwords count. From a browser that signed in to
 * this account before (a known device), against that device's own allowance; from any other,
 * per (account, client IP) and per client IP, so wrong guesses from one address cannot lock the
 * member out from another, and past a ceiling per account from all addresses unknown browsers must
 * sign in by e-mailed code, while known devices still sign in with the password. An unknown
 * address, a member without a password and a wrong password get the same answer after the same
 * work. An inactive member is refused (403) once the password is right; an unverified one is told
 * to verify and gets a fresh code. Each success starts a new session and makes the browser a known
 * device of the member.
 */
export async function login(
  deps: Pick<
    AccountDeps,
    | 'members'
    | 'sessions'
    | 'knownDevices'
    | 'passwords'
    | 'secrets'
    | 'mailer'
    | 'rateLimiter'
    | 'clock'
    | 'transactions'
  >,
  input: unknown,
  requester: Requester,
): Promise<SignedIn> {
  const credentials = parseInput(loginSchema, input);
  const email = normalizeEmail(credentials.email);
  const member = await deps.members.findByEmail(email);
  const allowances = failureAllowances(email, requester, await recognizeDevice(deps, requester, member));
  for (const { checks, message } of allowances) await refuseWhenSpent(deps.rateLimiter, checks, message);

  // An unknown address or a member without a password costs one verification too.
  const passwordMatches = member?.passwordHash
    ? await deps.passwords.verify(member.passwordHash, credentials.password)
    : await deps.passwords.spendVerification(credentials.password).then(() => false);
  if (!member?.passwordHash || !passwordMatches) {
    await Promise.all(
      allowances
        .flatMap(({ checks }) => checks)
        .map(({ key, limit }) => deps.rateLimiter.consume(key, limit)),
    );
    throw new DomainError('INVALID_CREDENTIALS', invalidCredentialsMessage);
  }
  if (member.membershipStatus === 'inactive') throw accountInactive();

  if (!member.emailVerifiedAt) {
    if (await spendCodeAllowanceIfLeft(deps, email)) await issueNewCode(deps, member);
    throw new DomainError('EMAIL_NOT_VERIFIED', emailNotVerifiedMessage);
  }

  // What this browser got wrong before is forgiven: its own address's count, or its device's.
  await deps.rateLimiter.reset(allowances[0]!.checks[0]!.key);
  const current = deps.passwords.needsRehash(member.passwordHash)
    ? await deps.members.update(member.id, { passwordHash: await deps.passwords.hash(credentials.password) })
    : member;
  const session = await startSession(deps, member.id, 'password');
  const device = await rememberDevice(deps, member.id, requester);
  return { member: toMemberView(current), session, device };
}
