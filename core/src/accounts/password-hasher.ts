/**
 * Turns passwords into slow, salted, self-describing hashes. The hash string carries its algorithm
 * and parameters, so stronger parameters can be introduced while old hashes still verify.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a hash it cannot read; never throws for either. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Does the work of one verification and accepts nothing: an unknown account's refusal then costs
   * what a wrong password's does, so the time of the answer does not tell whether it exists.
   */
  spendVerification(password: string): Promise<void>;
  /** True when the hash was made with weaker parameters than the current ones. */
  needsRehash(passwordHash: string): boolean;
}
