/**
 * Secrets and their one-way digests. Must be backed by a CSPRNG: codes and tokens are what stand
 * between an attacker and an account. Only digests are stored; comparisons take constant time.
 */
export interface SecretGenerator {
  /** `count` decimal digits, uniformly drawn ("042917"): verification codes, membership numbers. */
  randomDigits(count: number): string;
  /** An unguessable session token of at least 256 bits, URL- and cookie-safe. */
  sessionToken(): string;
  /** A deterministic one-way digest of a code or token, for storage and lookup. */
  digest(secret: string): string;
  /** Whether `secret` has this digest; takes the same time wherever the first difference is. */
  matchesDigest(secret: string, digest: string): boolean;
}
