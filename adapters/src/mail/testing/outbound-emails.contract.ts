import { randomUUID } from 'node:crypto';
import type { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { describe, expect, it } from 'vitest';
import type { NewOutboundEmail, OutboundEmails } from '../outbound-emails.ts';

const leaseMs = 60_000;

export function anOutboundEmail(overrides: Partial<NewOutboundEmail> = {}): NewOutboundEmail {
  const id = randomUUID();
  return {
    id,
    messageId: `<${id}@commons.test>`,
    to: 'ada@example.org',
    subject: '123456 is your verification code',
    text: 'Your code is 123456',
    html: '<p>Your code is 123456</p>',
    ...overrides,
  };
}

/**
 * Run against the in-memory fake and the database table. `clock` must be the one `emails` reads;
 * `readContent` returns the stored subject and bodies of a message (null once forgotten).
 */
export function outboundEmailsContract(
  name: string,
  create: () => Promise<{
    emails: OutboundEmails;
    clock: FixedClock;
    readContent: (
      id: string,
    ) => Promise<{ subject: string | null; text: string | null; html: string | null }>;
  }>,
): void {
  describe(`OutboundEmails contract: ${name}`, () => {
    it('hands a stored message to one claimer, with its content, Reply-To and Message-ID, counting the attempt', async () => {
      const { emails } = await create();
      const message = anOutboundEmail({
        replyTo: 'grace@example.org',
        headers: { 'List-Unsubscribe': '<https://commons.test/u>' },
      });
      await emails.add(message);

      const [claimed, ...others] = await emails.claimDue(10, leaseMs);

      expect(others).toEqual([]);
      expect(claimed).toMatchObject({ ...message, attempts: 1 });
      expect(await emails.claimDue(10, leaseMs)).toEqual([]);
    });

    it('gives a message whose lease ran out to the next claimer, and ignores the old lease holder', async () => {
      const { emails, clock } = await create();
      await emails.add(anOutboundEmail());
      const [first] = await emails.claimDue(10, leaseMs);

      clock.advanceSeconds(leaseMs / 1000 + 1);
      const [second] = await emails.claimDue(10, leaseMs);

      expect(second).toMatchObject({ id: first!.id, attempts: 2 });
      expect(await emails.markSent(first!)).toBe(false);
      expect(await emails.markSent(second!)).toBe(true);
      expect(await emails.counts()).toEqual({ pending: 0, sent: 1, failed: 0, withheld: 0 });
    });

    it('forgets the content of a sent message and never hands it out again', async () => {
      const { emails, clock, readContent } = await create();
      const message = anOutboundEmail();
      await emails.add(message);
      const [claimed] = await emails.claimDue(10, leaseMs);

      expect(await emails.markSent(claimed!)).toBe(true);
      clock.advanceSeconds(3600);

      expect(await emails.claimDue(10, leaseMs)).toEqual([]);
      expect(await readContent(message.id)).toEqual({ subject: null, text: null, html: null });
    });

    it('holds a message back until its retry time, then hands it out again', async () => {
      const { emails, clock } = await create();
      await emails.add(anOutboundEmail());
      const [claimed] = await emails.claimDue(10, leaseMs);

      expect(await emails.retryLater(claimed!, new Date(clock.now().getTime() + 30_000), 'refused')).toBe(
        true,
      );
      clock.advanceSeconds(29);
      expect(await emails.claimDue(10, leaseMs)).toEqual([]);
      clock.advanceSeconds(1);
      expect(await emails.claimDue(10, leaseMs)).toMatchObject([{ id: claimed!.id, attempts: 2 }]);
    });

    it('ends a given-up message for good, without its content', async () => {
      const { emails, clock, readContent } = await create();
      const message = anOutboundEmail();
      await emails.add(message);
      const [claimed] = await emails.claimDue(10, leaseMs);

      expect(await emails.markFailed(claimed!, 'mailbox unavailable')).toBe(true);
      clock.advanceSeconds(3600);

      expect(await emails.claimDue(10, leaseMs)).toEqual([]);
      expect(await emails.counts()).toEqual({ pending: 0, sent: 0, failed: 1, withheld: 0 });
      expect(await readContent(message.id)).toEqual({ subject: null, text: null, html: null });
    });

    it('never hands out a withheld message, and keeps none of its content', async () => {
      const { emails, readContent } = await create();
      const message = anOutboundEmail();
      await emails.addWithheld(message);

      expect(await emails.claimDue(10, leaseMs)).toEqual([]);
      expect(await emails.counts()).toEqual({ pending: 0, sent: 0, failed: 0, withheld: 1 });
      expect(await readContent(message.id)).toEqual({ subject: null, text: null, html: null });
    });

    it('never gives one message to two concurrent claimers', async () => {
      const { emails } = await create();
      const stored = Array.from({ length: 30 }, () => anOutboundEmail());
      for (const message of stored) await emails.add(message);

      const claims = await Promise.all(Array.from({ length: 6 }, () => emails.claimDue(7, leaseMs)));

      const ids = claims.flat().map((message) => message.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(stored.map((message) => message.id).sort());
    });
  });
}
