/**
 * One-time codes a signed-in member asks for to confirm a sensitive change: moving to a new e-mail
 * address, closing the account. One pending code per member and purpose; only its digest is kept.
 */
import type { PendingVerification } from '../members/member.ts';

/**
 * `email-change`: sent to the new address, proves the member reads it. `email-change-approval` and
 * `account-deletion`: sent to the account's own address, prove it is the member asking.
 */
export const memberCodePurposes = ['email-change', 'email-change-approval', 'account-deletion'] as const;
export type MemberCodePurpose = (typeof memberCodePurposes)[number];

export interface PendingMemberCode extends PendingVerification {
  /** For an e-mail change: the address the code was sent to, which the member moves to. */
  newEmail: string | null;
}

export interface MemberCodes {
  /** Stores the member's code for this purpose, replacing any earlier one (which stops working). */
  save(memberId: string, purpose: MemberCodePurpose, code: PendingMemberCode): Promise<void>;
  find(memberId: string, purpose: MemberCodePurpose): Promise<PendingMemberCode | null>;
  /**
   * Counts one guess at the code in one atomic write, unless it has had `maxAttempts` already, and
   * returns the code with this guess counted; null when there is no code or no guess left. However
   * many guesses arrive at once, at most `maxAttempts` are ever counted.
   */
  countGuess(
    memberId: string,
    purpose: MemberCodePurpose,
    maxAttempts: number,
  ): Promise<PendingMemberCode | null>;
  /** Deletes the code if it still has this digest; true only for the one call that deleted it. */
  take(memberId: string, purpose: MemberCodePurpose, codeHash: string): Promise<boolean>;
}
