import { describe, expect, it } from 'vitest';
import type { CommonPasswords } from '../common-passwords.ts';

/** The behaviour every CommonPasswords must have; run against the fake and the shipped list. */
export function commonPasswordsContract(name: string, create: () => CommonPasswords): void {
  describe(`CommonPasswords contract: ${name}`, () => {
    it('knows the passwords attackers try first, whatever their letter case', () => {
      const list = create();
      for (const password of ['password', 'iloveyou', 'PassWord1', 'qwertyuiop']) {
        expect(list.includes(password), password).toBe(true);
      }
    });

    it('lets an uncommon passphrase through', () => {
      expect(create().includes('correct horse battery staple 42')).toBe(false);
    });
  });
}
