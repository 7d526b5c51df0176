/**
 * Pending sign-in codes, one per address and per browser that asked for it. A code can be guessed
 * only from the browser that asked for it, so nobody else can burn it, and another browser's request
 * never replaces it. Kept by address, not by member, so that a request for an address without an
 * account stores a code too: the same work whether or not the address has an account. Only the
 * code's digest is kept.
 */
import type { PendingVerification } from '../members/member.ts';

/**
 * Who may guess a code: the digest of the token the asking browser was given with it, or
 * `anyBrowser` for a code an admin sent (no browser asked for it).
 */
export type CodeHolder = string;

export const anyBrowser: CodeHolder = '';

export interface SignInCodes {
  /** Stores the holder's code for the address, replacing the holder's earlier one (which stops working). */
  save(email: string, holder: CodeHolder, code: PendingVerification): Promise<void>;
  find(email: string, holder: CodeHolder): Promise<PendingVerification | null>;
  /**
   * Counts one guess at the holder's code in one atomic write, unless it has had `maxAttempts`
   * already, and returns the code with this guess counted; null when there is no code or no guess
   * left. However many guesses arrive at once, at most `maxAttempts` are ever counted.
   */
  countGuess(email: string, holder: CodeHolder, maxAttempts: number): Promise<PendingVerification | null>;
  /** Deletes the holder's code if it still has this digest; true only for the one call that deleted it. */
  take(email: string, holder: CodeHolder, codeHash: string): Promise<boolean>;
  /** Deletes every pending code of the address, whoever holds it (the member has signed in). */
  deleteAllFor(email: string): Promise<void>;
  /** Housekeeping: deletes the codes that expired by `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
