import { spendWithinLimits } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps, type Requester } from './account-deps.ts';
import { recognizeDevice } from './devices.ts';
import { normalizeEmail } from '../members/member.ts';
import { requestSignInCodeSchema } from './schemas.ts';
import type { CookieGrant } from './session-grant.ts';
import { issueSignInCode } from './sign-in-code-checks.ts';
import { codeExpiryFromNow, codeSendLimits } from './verification-code.ts';

/**
 * "Email me a sign-in code" (Ghost's way; also the forgot-password path). The browser gets a new
 * token that binds the code to it: only a browser holding the token can use or burn the code, and
 * another browser's request never replaces it. Requests are limited per client IP across
 * addresses, and code e-mails to one a minute per address; a known device of the account has a
 * minute of its own, so it never waits on one strangers spent. A refused request spends nothing.
 * The answer, and the work behind it, are the same whether or not an account has the address: an
 * unknown address or an inactive member (who could not sign in with it) gets a code stored and its
 * message withheld.
 */
export async function requestSignInCode(
  deps: Pick<
    AccountDeps,
    | 'members'
    | 'signInCodes'
    | 'knownDevices'
    | 'secrets'
    | 'clock'
    | 'mailer'
    | 'rateLimiter'
    | 'transactions'
  >,
  input: unknown,
  requester: Requester,
): Promise<CookieGrant> {
  const email = normalizeEmail(parseInput(requestSignInCodeSchema, input).email);
  const member = await deps.members.findByEmail(email);
  const deviceHash = await recognizeDevice(deps, requester, member);
  await spendWithinLimits(deps.rateLimiter, [
    { key: limitKeys.codeRequestsPerIp(requester.clientIp), limit: accountPolicy.limits.codeRequestsPerIp },
    ...(deviceHash
      ? [
          {
            key: limitKeys.codeSendsPerMinuteToDevice(deviceHash),
            limit: accountPolicy.limits.codeSendsPerMinute,
          },
        ]
      : codeSendLimits(email, 'sign-in')),
  ]);
  const token = deps.secrets.sessionToken();
  const mayUseIt = member && member.membershipStatus !== 'inactive' ? member : null;
  await issueSignInCode(deps, email, deps.secrets.digest(token), mayUseIt);
  return { token, expiresAt: codeExpiryFromNow(deps) };
}
