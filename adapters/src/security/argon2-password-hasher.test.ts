import { passwordHasherContract } from '@commons/core/accounts/testing/password-hasher.contract';
import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, owaspArgon2Parameters } from './argon2-password-hasher.ts';

passwordHasherContract('argon2id', async () => new Argon2PasswordHasher());

describe('Argon2PasswordHasher', () => {
  it('writes a PHC string with the OWASP parameters', async () => {
    const hash = await new Argon2PasswordHasher().hash('password');

    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('verifies a known argon2id hash from the reference implementation', async () => {
    // The argon2id vector of the reference implementation's test.c (t=2, m=2^16, p=1).
    const reference =
      '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';
    const hasher = new Argon2PasswordHasher();

    expect(await hasher.verify(reference, 'password')).toBe(true);
    expect(await hasher.verify(reference, 'Password')).toBe(false);
    // Stronger in memory than the current parameters: nothing to upgrade.
    expect(hasher.needsRehash(reference)).toBe(false);
  });

  it('keeps verifying old hashes after the parameters are raised, and asks to rehash them', async () => {
    const old = await new Argon2PasswordHasher({ memory: 8192, passes: 1, parallelism: 1 }).hash('password');
    const stronger = new Argon2PasswordHasher({ ...owaspArgon2Parameters, passes: 3 });

    expect(await stronger.verify(old, 'password')).toBe(true);
    expect(stronger.needsRehash(old)).toBe(true);
    expect(stronger.needsRehash(await stronger.hash('password'))).toBe(false);
  });

  it('refuses a hash whose digest was tampered with', async () => {
    const hasher = new Argon2PasswordHasher();
    const hash = await hasher.hash('password');
    const tampered = hash.slice(0, -2) + (hash.endsWith('AA') ? 'BB' : 'AA');

    expect(await hasher.verify(tampered, 'password')).toBe(false);
  });
});
