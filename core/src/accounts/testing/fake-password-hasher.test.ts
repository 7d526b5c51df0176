import { describe, expect, it } from 'vitest';
import { FakePasswordHasher } from './fake-password-hasher.ts';
import { passwordHasherContract } from './password-hasher.contract.ts';

passwordHasherContract('fake', async () => new FakePasswordHasher());

describe('FakePasswordHasher', () => {
  it('reports hashes of an older version as needing a rehash', async () => {
    const old = await new FakePasswordHasher({ version: 1 }).hash('password');
    expect(new FakePasswordHasher({ version: 2 }).needsRehash(old)).toBe(true);
  });
});
