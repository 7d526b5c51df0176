import type { SecretGenerator } from '../secret-generator.ts';

/**
 * Predictable secrets for use-case tests: digits count up (100000, 100001, ... for six), tokens are
 * 64 hex digits counting up. `digest` is reversible, which only a fake may be.
 */
export class FakeSecretGenerator implements SecretGenerator {
  #draws = 0;
  #tokens = 0;

  randomDigits(count: number): string {
    const floor = 10 ** (count - 1);
    const value = floor + (this.#draws % (9 * floor));
    this.#draws += 1;
    return String(value);
  }

  sessionToken(): string {
    this.#tokens += 1;
    return this.#tokens.toString(16).padStart(64, '0');
  }

  digest(secret: string): string {
    return `digest:${secret}`;
  }

  matchesDigest(secret: string, digest: string): boolean {
    return this.digest(secret) === digest;
  }
}
