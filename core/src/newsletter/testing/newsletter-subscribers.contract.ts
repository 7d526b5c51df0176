import { describe, expect, it } from 'vitest';
import type { NewsletterSubscribers } from '../newsletter-subscribers.ts';
import type { SubscriberStatus } from '../subscriber.ts';
import { aSubscriber } from './subscriber-builder.ts';

/** The behaviour every NewsletterSubscribers must have; run against the fake and each real adapter. */
export function newsletterSubscribersContract(
  name: string,
  create: () => Promise<NewsletterSubscribers>,
): void {
  describe(`NewsletterSubscribers contract: ${name}`, () => {
    it('round-trips every field, found by e-mail and by confirmation digest', async () => {
      const subscribers = await create();
      const subscriber = aSubscriber({ confirmedAt: new Date('2026-01-02T00:00:00.000Z') });
      await subscribers.save(subscriber);

      expect(await subscribers.findByEmail(subscriber.email)).toEqual(subscriber);
      expect(await subscribers.findByConfirmationDigest(subscriber.confirmationDigest)).toEqual(subscriber);
      expect(await subscribers.findByEmail('nobody@example.org')).toBeNull();
      expect(await subscribers.findByConfirmationDigest('unknown')).toBeNull();
    });

    it('replaces the subscriber with the same address, keeping its id', async () => {
      const subscribers = await create();
      const first = aSubscriber({ email: 'same@example.org' });
      await subscribers.save(first);
      await subscribers.save(aSubscriber({ email: 'same@example.org', confirmationDigest: 'newer' }));

      const stored = await subscribers.findByEmail('same@example.org');
      expect(stored?.id).toBe(first.id);
      expect(stored?.confirmationDigest).toBe('newer');
      expect(await subscribers.findByConfirmationDigest(first.confirmationDigest)).toBeNull();
    });

    it('lists only confirmed subscribers, earliest confirmation first', async () => {
      const subscribers = await create();
      await subscribers.save(
        aSubscriber({ email: 'late@example.org', confirmedAt: new Date('2026-01-05T00:00:00Z') }),
      );
      await subscribers.save(aSubscriber({ email: 'pending@example.org' }));
      await subscribers.save(
        aSubscriber({ email: 'early@example.org', confirmedAt: new Date('2026-01-02T00:00:00Z') }),
      );

      const emails = (await subscribers.listConfirmed()).map((subscriber) => subscriber.email);

      expect(emails).toEqual(['early@example.org', 'late@example.org']);
    });

    it('removes only the subscriber holding the unsubscribe token', async () => {
      const subscribers = await create();
      const leaving = aSubscriber({ confirmedAt: new Date('2026-01-02T00:00:00Z') });
      const staying = aSubscriber({ confirmedAt: new Date('2026-01-02T00:00:00Z') });
      await subscribers.save(leaving);
      await subscribers.save(staying);

      expect(await subscribers.removeByUnsubscribeToken(leaving.unsubscribeToken)).toBe(leaving.email);
      expect(await subscribers.removeByUnsubscribeToken('unknown-token')).toBeNull();

      expect(await subscribers.findByEmail(leaving.email)).toBeNull();
      expect((await subscribers.listConfirmed()).map((subscriber) => subscriber.email)).toEqual([
        staying.email,
      ]);
    });

    it('finds pending and confirmed addresses containing the text, newest first, a % matching only itself, with their source', async () => {
      const subscribers = await create();
      await subscribers.save(
        aSubscriber({ email: 'old@example.org', createdAt: new Date('2026-01-01T00:00:00Z') }),
      );
      await subscribers.save(
        aSubscriber({
          email: 'new@example.org',
          createdAt: new Date('2026-01-03T00:00:00Z'),
          confirmedAt: new Date('2026-01-03T00:00:00Z'),
        }),
      );
      await subscribers.save(
        aSubscriber({ email: 'other@elsewhere.net', createdAt: new Date('2026-01-02T00:00:00Z') }),
      );

      const emails = async (text: string, limit = 10, status?: SubscriberStatus) =>
        (await subscribers.search(text, status, limit)).map((subscriber) => subscriber.email);

      expect(await emails('EXAMPLE')).toEqual(['new@example.org', 'old@example.org']);
      expect(await emails('', 2)).toEqual(['new@example.org', 'other@elsewhere.net']);
      expect(await emails('%')).toEqual([]);
      expect(await emails('example', 10, 'pending')).toEqual(['old@example.org']);
      expect(await emails('', 10, 'confirmed')).toEqual(['new@example.org']);
      expect((await subscribers.search('new', undefined, 1))[0]?.source).toBe('newsletter_form');
    });

    it('removes a subscriber by address', async () => {
      const subscribers = await create();
      const leaving = aSubscriber();
      await subscribers.save(leaving);

      await subscribers.removeByEmail(leaving.email);
      await subscribers.removeByEmail('nobody@example.org');

      expect(await subscribers.findByEmail(leaving.email)).toBeNull();
    });
  });
}
