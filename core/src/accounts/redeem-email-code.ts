import { DomainError } from '../shared/domain-error.ts';
import type { SetAsidePayment } from '../members/registration-proofs.ts';
import type { AccountDeps, Requester } from './account-deps.ts';
import { toMemberView, type Member } from '../members/member.ts';
import { rememberDevice } from './devices.ts';
import type { SignedIn } from './session-grant.ts';
import { startSession } from './sessions.ts';
import { limitCodeGuesses } from './verification-code.ts';
import { setAsideUnclaimedPayment, type PaymentClaimDeps } from './set-aside-unclaimed-payment.ts';

/**
 * Judges the guess inside the transaction: the member whose code it is, row locked, when it is
 * right; otherwise the refusal, returned so the wrong guess's count commits.
 */
export type JudgeGuess = () => Promise<{ member: Member } | { rejected: DomainError }>;

/**
 * What the right code does, inside the transaction with the member's row locked: returns the
 * member as changed, or the refusal (returned, not thrown, so what it wrote commits).
 */
export type UseCode = (member: Member) => Promise<Member | DomainError>;

/** The ports every code sign-in needs (verification and sign-in codes). */
export type RedeemDeps = Pick<
  AccountDeps,
  'members' | 'sessions' | 'knownDevices' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions' | 'mailer'
> &
  PaymentClaimDeps;

/** The verifier signed in, and the payment set aside on the way, to end after the transaction. */
type Redeemed = SignedIn & { setAside: SetAsidePayment | null };

/**
 * Redeems an e-mailed code (verification or sign-in): guesses per client IP are limited (rotating
 * through addresses gains nothing), the guess is judged by `judge`, and the right one is used by
 * `use`, starts a session marked as a code sign-in and makes the browser a known device of the
 * member. The first proof of the mailbox also queues the welcome e-mail, in the same transaction
 * as the proof, and sets aside a payment the verifier's browser did not make
 * (`setAsideUnclaimedPayment`), ended at the provider once the transaction is over.
 */
export async function redeemEmailCode(
  deps: RedeemDeps,
  judge: JudgeGuess,
  requester: Requester,
  use: UseCode,
): Promise<SignedIn> {
  await limitCodeGuesses(deps, requester);
  const outcome = await deps.transactions.run(async (): Promise<Redeemed | DomainError> => {
    const judged = await judge();
    if ('rejected' in judged) return judged.rejected;
    const { member, setAside } = await setAsideUnclaimedPayment(
      deps,
      judged.member,
      requester.registrationProof,
    );
    const used = await use(member);
    if (used instanceof DomainError) return used;
    const session = await startSession(deps, member.id, 'code');
    const device = await rememberDevice(deps, member.id, requester);
    if (!member.emailVerifiedAt) {
      await deps.mailer.sendWelcome({ to: used.email, firstName: used.firstName });
    }
    return { member: toMemberView(used), session, device, setAside };
  });
  if (outcome instanceof DomainError) throw outcome;
  const { setAside, ...signedIn } = outcome;
  if (setAside) await deps.endSetAsidePayment(setAside);
  return signedIn;
}
