import { passwordHasherContract } from '@commons/core/accounts/testing/password-hasher.contract';
import type { PasswordHasher } from '@commons/core/accounts/password-hasher';
import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from './argon2-password-hasher.ts';
import { busyHashingMessage, GatedPasswordHasher } from './gated-password-hasher.ts';

passwordHasherContract(
  'argon2id behind the gate',
  async () => new GatedPasswordHasher(new Argon2PasswordHasher(), { concurrency: 1, queueLimit: 4 }),
);

/** A hasher whose hashes finish when the test says so, counting how many run at once. */
function heldHasher() {
  const releases: (() => void)[] = [];
  const state = { running: 0, most: 0 };
  const held = <T>(value: T) =>
    new Promise<T>((resolve) => {
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      releases.push(() => {
        state.running -= 1;
        resolve(value);
      });
    });
  const hasher: PasswordHasher = {
    hash: (password) => held(`hashed:${password}`),
    verify: (hash, password) => held(hash === `hashed:${password}`),
    spendVerification: () => held(undefined),
    needsRehash: () => false,
  };
  const releaseOne = async () => {
    releases.shift()?.();
    // Let the released hash settle and the next one in the queue start.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { hasher, state, releaseOne };
}

describe('GatedPasswordHasher', () => {
  it('runs no more hashes at once than its concurrency, and every queued one in turn', async () => {
    const { hasher, state, releaseOne } = heldHasher();
    const gated = new GatedPasswordHasher(hasher, { concurrency: 2, queueLimit: 10 });

    const results = Promise.all(Array.from({ length: 6 }, (_, index) => gated.hash(`p${index}`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.running).toBe(2);
    for (let released = 0; released < 6; released += 1) await releaseOne();

    expect(await results).toEqual([
      'hashed:p0',
      'hashed:p1',
      'hashed:p2',
      'hashed:p3',
      'hashed:p4',
      'hashed:p5',
    ]);
    expect(state.most).toBe(2);
  });

  it('refuses a check beyond the queue at once, in words with a time to retry, and serves the rest', async () => {
    const { hasher, releaseOne } = heldHasher();
    const gated = new GatedPasswordHasher(hasher, { concurrency: 1, queueLimit: 1 });

    const running = gated.verify('hashed:a', 'a');
    const queued = gated.verify('hashed:b', 'wrong');
    await expect(gated.verify('hashed:c', 'c')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: busyHashingMessage,
      details: { retryAfterSeconds: 2 },
    });
    await releaseOne();
    await releaseOne();

    expect(await running).toBe(true);
    expect(await queued).toBe(false);
  });

  it('frees the turn of a hash that failed', async () => {
    let calls = 0;
    const gated = new GatedPasswordHasher(
      {
        hash: async () => {
          calls += 1;
          if (calls === 1) throw new Error('out of memory');
          return 'hashed';
        },
        verify: async () => true,
        spendVerification: async () => undefined,
        needsRehash: () => false,
      },
      { concurrency: 1, queueLimit: 0 },
    );

    await expect(gated.hash('a')).rejects.toThrow('out of memory');
    expect(await gated.hash('b')).toBe('hashed');
  });
});
