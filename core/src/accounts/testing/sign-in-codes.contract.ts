import { describe, expect, it } from 'vitest';
import type { PendingVerification } from '../../members/member.ts';
import { anyBrowser, type SignInCodes } from '../sign-in-codes.ts';
import { expectFiveOfEightGuessesCounted } from './guess-counting.ts';

const aCode = (overrides: Partial<PendingVerification> = {}): PendingVerification => ({
  codeHash: 'digest:123456',
  expiresAt: new Date('2026-01-01T00:05:00.000Z'),
  attempts: 0,
  sentAt: new Date('2026-01-01T00:00:00.000Z'),
  ...overrides,
});

const email = 'ada@example.org';

/** The behaviour every SignInCodes must have; run against the fake and the database adapter. */
export function signInCodesContract(name: string, create: () => Promise<SignInCodes>): void {
  describe(`SignInCodes contract: ${name}`, () => {
    it("keeps one code per address and browser: a new one replaces only that browser's", async () => {
      const codes = await create();
      await codes.save(email, 'browser-a', aCode());
      await codes.save(email, 'browser-b', aCode({ codeHash: 'digest:222222' }));
      await codes.save(email, 'browser-a', aCode({ codeHash: 'digest:333333' }));
      await codes.save(email, anyBrowser, aCode({ codeHash: 'digest:444444' }));
      await codes.save('eve@example.org', 'browser-a', aCode({ codeHash: 'digest:555555' }));

      expect(await codes.find(email, 'browser-a')).toEqual(aCode({ codeHash: 'digest:333333' }));
      expect(await codes.find(email, 'browser-b')).toEqual(aCode({ codeHash: 'digest:222222' }));
      expect(await codes.find(email, anyBrowser)).toEqual(aCode({ codeHash: 'digest:444444' }));
      expect(await codes.find(email, 'browser-c')).toBeNull();
    });

    it("counts guesses at one browser's code up to the limit and no further, even when they arrive at once", async () => {
      const codes = await create();
      await codes.save(email, 'browser-a', aCode());
      await codes.save(email, 'browser-b', aCode());

      await expectFiveOfEightGuessesCounted(() => codes.countGuess(email, 'browser-a', 5));

      expect((await codes.find(email, 'browser-a'))?.attempts).toBe(5);
      expect((await codes.find(email, 'browser-b'))?.attempts).toBe(0);
      expect(await codes.countGuess(email, 'browser-c', 5)).toBeNull();
    });

    it('lets exactly one caller take a code, and only with its digest', async () => {
      const codes = await create();
      await codes.save(email, 'browser-a', aCode());

      expect(await codes.take(email, 'browser-a', 'digest:000000')).toBe(false);
      const takes = await Promise.all([1, 2, 3].map(() => codes.take(email, 'browser-a', 'digest:123456')));

      expect(takes.filter(Boolean)).toHaveLength(1);
      expect(await codes.find(email, 'browser-a')).toBeNull();
    });

    it('deletes every code of one address, and the expired codes of all', async () => {
      const codes = await create();
      await codes.save(email, 'browser-a', aCode());
      await codes.save(email, anyBrowser, aCode());
      await codes.save(
        'old@example.org',
        'browser-a',
        aCode({ expiresAt: new Date('2026-01-01T00:01:00Z') }),
      );
      await codes.save(
        'live@example.org',
        'browser-a',
        aCode({ expiresAt: new Date('2026-01-01T00:01:01Z') }),
      );

      await codes.deleteAllFor(email);

      expect(await codes.find(email, 'browser-a')).toBeNull();
      expect(await codes.find(email, anyBrowser)).toBeNull();
      expect(await codes.deleteExpired(new Date('2026-01-01T00:01:00Z'))).toBe(1);
      expect(await codes.find('old@example.org', 'browser-a')).toBeNull();
      expect(await codes.find('live@example.org', 'browser-a')).not.toBeNull();
    });
  });
}
