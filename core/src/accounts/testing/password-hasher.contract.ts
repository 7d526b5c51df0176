import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../password-hasher.ts';

/** The behaviour every PasswordHasher must have; run against the fake and the real adapter. */
export function passwordHasherContract(name: string, create: () => Promise<PasswordHasher>): void {
  describe(`PasswordHasher contract: ${name}`, () => {
    it('verifies the right password and refuses a wrong one', async () => {
      const hasher = await create();
      const hash = await hasher.hash('correct horse battery');

      expect(hash).not.toContain('correct horse battery');
      expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
      expect(await hasher.verify(hash, 'correct horse batterY')).toBe(false);
      expect(await hasher.verify(hash, '')).toBe(false);
    });

    it('salts: the same password hashes differently each time, and both verify', async () => {
      const hasher = await create();
      const first = await hasher.hash('same password');
      const second = await hasher.hash('same password');

      expect(first).not.toBe(second);
      expect(await hasher.verify(second, 'same password')).toBe(true);
    });

    it('handles passwords with any characters', async () => {
      const hasher = await create();
      const password = 'Pässwörd $ with 😀 and "quotes"';

      expect(await hasher.verify(await hasher.hash(password), password)).toBe(true);
    });

    it('answers false, without throwing, for a hash it cannot read', async () => {
      const hasher = await create();

      expect(await hasher.verify('', 'password')).toBe(false);
      expect(await hasher.verify('not a hash at all', 'password')).toBe(false);
      expect(hasher.needsRehash('not a hash at all')).toBe(true);
    });

    it('spends a verification for an unknown account without ever accepting', async () => {
      const hasher = await create();

      await expect(hasher.spendVerification('any password')).resolves.toBeUndefined();
      await expect(hasher.spendVerification('')).resolves.toBeUndefined();
    });

    it('does not ask to rehash a hash it just made', async () => {
      const hasher = await create();

      expect(hasher.needsRehash(await hasher.hash('fresh password'))).toBe(false);
    });
  });
}
