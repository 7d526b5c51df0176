import { describe, expect, it } from 'vitest';
import type { SecretGenerator } from '../secret-generator.ts';

/** The behaviour every SecretGenerator must have; run against the fake and the real adapter. */
export function secretGeneratorContract(name: string, create: () => Promise<SecretGenerator>): void {
  describe(`SecretGenerator contract: ${name}`, () => {
    it('draws exactly as many decimal digits as asked', async () => {
      const secrets = await create();
      for (let draw = 0; draw < 50; draw += 1) expect(secrets.randomDigits(6)).toMatch(/^\d{6}$/);
      expect(secrets.randomDigits(1)).toMatch(/^\d$/);
      expect(secrets.randomDigits(12)).toMatch(/^\d{12}$/);
    });

    it('draws distinct, cookie-safe session tokens of at least 256 bits', async () => {
      const secrets = await create();
      const tokens = Array.from({ length: 50 }, () => secrets.sessionToken());

      expect(new Set(tokens).size).toBe(50);
      for (const token of tokens) {
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token.length).toBeGreaterThanOrEqual(43);
      }
    });

    it('digests deterministically, never to the secret itself, and distinguishes secrets', async () => {
      const secrets = await create();
      const token = secrets.sessionToken();

      expect(secrets.digest(token)).toBe(secrets.digest(token));
      expect(secrets.digest(token)).not.toBe(token);
      expect(secrets.digest('123456')).not.toBe(secrets.digest('123457'));
    });

    it('matches a secret against its digest only', async () => {
      const secrets = await create();
      const digest = secrets.digest('654321');

      expect(secrets.matchesDigest('654321', digest)).toBe(true);
      expect(secrets.matchesDigest('654320', digest)).toBe(false);
      expect(secrets.matchesDigest('654321', '')).toBe(false);
      expect(secrets.matchesDigest('654321', 'not a digest')).toBe(false);
    });
  });
}
