import { describe, expect, it } from 'vitest';
import type { MemberCodes, PendingMemberCode } from '../member-codes.ts';
import { expectFiveOfEightGuessesCounted } from './guess-counting.ts';

export interface MemberCodesHarness {
  codes: MemberCodes;
  /** A stored member's id: codes belong to existing members. */
  memberId: string;
}

const aCode = (overrides: Partial<PendingMemberCode> = {}): PendingMemberCode => ({
  codeHash: 'digest:123456',
  expiresAt: new Date('2026-01-01T00:05:00.000Z'),
  attempts: 0,
  sentAt: new Date('2026-01-01T00:00:00.000Z'),
  newEmail: null,
  ...overrides,
});

/** The behaviour every MemberCodes must have; run against the fake and the database adapter. */
export function memberCodesContract(name: string, create: () => Promise<MemberCodesHarness>): void {
  describe(`MemberCodes contract: ${name}`, () => {
    it('keeps one code per purpose, a new one replacing the old', async () => {
      const { codes, memberId } = await create();
      await codes.save(memberId, 'email-change', aCode({ newEmail: 'new@example.org' }));
      await codes.save(
        memberId,
        'email-change',
        aCode({ codeHash: 'digest:654321', newEmail: 'newer@example.org' }),
      );
      await codes.save(memberId, 'account-deletion', aCode({ codeHash: 'digest:111111' }));

      expect(await codes.find(memberId, 'email-change')).toEqual(
        aCode({ codeHash: 'digest:654321', newEmail: 'newer@example.org' }),
      );
      expect(await codes.find(memberId, 'account-deletion')).toEqual(aCode({ codeHash: 'digest:111111' }));
    });

    it('counts guesses up to the limit and no further, even when they arrive at once', async () => {
      const { codes, memberId } = await create();
      await codes.save(memberId, 'account-deletion', aCode());

      await expectFiveOfEightGuessesCounted(() => codes.countGuess(memberId, 'account-deletion', 5));

      expect((await codes.find(memberId, 'account-deletion'))?.attempts).toBe(5);
      expect(await codes.countGuess(memberId, 'email-change', 5)).toBeNull();
    });

    it('lets exactly one caller take a code, and only with its digest', async () => {
      const { codes, memberId } = await create();
      await codes.save(memberId, 'email-change', aCode());

      expect(await codes.take(memberId, 'email-change', 'digest:000000')).toBe(false);
      const takes = await Promise.all(
        [1, 2, 3].map(() => codes.take(memberId, 'email-change', 'digest:123456')),
      );

      expect(takes.filter(Boolean)).toHaveLength(1);
      expect(await codes.find(memberId, 'email-change')).toBeNull();
    });
  });
}
