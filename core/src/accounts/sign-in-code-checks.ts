/**
 * Issuing and judging sign-in codes (SignInCodes): six digits, five minutes, five guesses, single
 * use, each bound to the browser that asked for it.
 */
import type { DomainError } from '../shared/domain-error.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import type { Member, PendingVerification } from '../members/member.ts';
import { longestToken } from './sessions.ts';
import { anyBrowser, type CodeHolder } from './sign-in-codes.ts';
import { judgeStoredCodeGuess, mailCodeOrWithhold, newVerification } from './verification-code.ts';

/**
 * A new sign-in code for the address, held by `holder` (replacing the code it held before), and its
 * e-mail, in one transaction: stored together or not at all. Without a `recipient` (no account
 * may use the address) the code is stored and its message withheld, which costs the same.
 */
export function issueSignInCode(
  deps: Pick<AccountDeps, 'signInCodes' | 'secrets' | 'clock' | 'mailer' | 'transactions'>,
  email: string,
  holder: CodeHolder,
  recipient: Member | null,
): Promise<void> {
  const { code, verification } = newVerification(deps);
  return deps.transactions.run(async () => {
    await deps.signInCodes.save(email, holder, verification);
    await mailCodeOrWithhold(deps, 'sign-in', email, recipient, code);
  });
}

/** Whose code a guess is at: the one this browser asked for, or else the one an admin sent. */
async function holderOfGuess(
  deps: Pick<AccountDeps, 'signInCodes' | 'secrets'>,
  email: string,
  requester: Requester,
): Promise<CodeHolder> {
  const token = requester.codeRequestToken;
  if (!token || token.length > longestToken) return anyBrowser;
  const holder = deps.secrets.digest(token);
  return (await deps.signInCodes.find(email, holder)) ? holder : anyBrowser;
}

/**
 * Judges a guess at the address's sign-in code from this requester. Only the code this browser
 * asked for counts the guess, so a stranger's wrong guesses never burn the member's code. Returns
 * the code (taken) or the refusal, as a value.
 */
export async function judgeSignInCodeGuess(
  deps: Pick<AccountDeps, 'signInCodes' | 'secrets' | 'clock'>,
  email: string,
  code: string,
  requester: Requester,
): Promise<PendingVerification | DomainError> {
  const holder = await holderOfGuess(deps, email, requester);
  return judgeStoredCodeGuess(
    deps,
    {
      countGuess: (maxAttempts) => deps.signInCodes.countGuess(email, holder, maxAttempts),
      find: () => deps.signInCodes.find(email, holder),
      take: (codeHash) => deps.signInCodes.take(email, holder, codeHash),
    },
    code,
  );
}
