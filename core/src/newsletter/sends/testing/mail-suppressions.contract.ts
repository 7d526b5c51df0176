import { describe, expect, it } from 'vitest';
import type { MailSuppressions } from '../mail-suppressions.ts';

/** The behaviour every MailSuppressions must have; run against the fake and the SQL adapter. */
export function mailSuppressionsContract(name: string, create: () => Promise<MailSuppressions>): void {
  describe(`MailSuppressions contract: ${name}`, () => {
    it('keeps an address once, with its first reason, newest first', async () => {
      const suppressions = await create();
      await suppressions.suppress('bounced@example.org', 'bounced', new Date('2026-01-01T00:00:00Z'));
      await suppressions.suppress('bounced@example.org', 'unsubscribed', new Date('2026-01-03T00:00:00Z'));
      await suppressions.suppress('left@example.org', 'unsubscribed', new Date('2026-01-02T00:00:00Z'));

      expect(await suppressions.list()).toEqual([
        { email: 'left@example.org', reason: 'unsubscribed', createdAt: new Date('2026-01-02T00:00:00Z') },
        { email: 'bounced@example.org', reason: 'bounced', createdAt: new Date('2026-01-01T00:00:00Z') },
      ]);
    });

    it('lifts an address only for the reasons given', async () => {
      const suppressions = await create();
      await suppressions.suppress('bounced@example.org', 'bounced', new Date('2026-01-01T00:00:00Z'));
      await suppressions.suppress('left@example.org', 'unsubscribed', new Date('2026-01-02T00:00:00Z'));

      await suppressions.lift('bounced@example.org', ['unsubscribed']);
      await suppressions.lift('left@example.org', ['unsubscribed']);

      expect((await suppressions.list()).map((entry) => entry.email)).toEqual(['bounced@example.org']);
    });
  });
}
