/**
 * Codes and tokens from the operating system's CSPRNG; SHA-256 digests for storage. A digest of a
 * 256-bit token needs no salt or slow hash: it cannot be guessed, only looked up.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { SecretGenerator } from '@commons/core/accounts/secret-generator';
import { sameText } from './same-text.ts';

export class CryptoSecretGenerator implements SecretGenerator {
  randomDigits(count: number): string {
    let digits = '';
    for (let index = 0; index < count; index += 1) digits += String(randomInt(0, 10));
    return digits;
  }

  sessionToken(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }

  matchesDigest(secret: string, digest: string): boolean {
    return sameText(this.digest(secret), digest);
  }
}
