import { describe, expect, it } from 'vitest';
import { removeNewsletterSubscriber } from './remove-newsletter-subscriber.ts';
import { searchNewsletterSubscribers } from './search-newsletter-subscribers.ts';
import { InMemoryNewsletterSubscribers } from './testing/in-memory-newsletter-subscribers.ts';
import { aSubscriber } from './testing/subscriber-builder.ts';

describe('the console subscriber list', () => {
  it('shows pending and confirmed addresses matching the search, and removes one', async () => {
    const subscribers = new InMemoryNewsletterSubscribers();
    await subscribers.save(aSubscriber({ email: 'pending@example.org' }));
    await subscribers.save(
      aSubscriber({ email: 'reader@example.org', confirmedAt: new Date('2026-01-02T00:00:00Z') }),
    );

    expect(await searchNewsletterSubscribers({ subscribers }, { q: ' Reader ' })).toEqual([
      {
        email: 'reader@example.org',
        status: 'confirmed',
        subscribedAt: new Date('2026-01-01T00:00:00.000Z'),
        confirmedAt: new Date('2026-01-02T00:00:00Z'),
      },
    ]);

    await removeNewsletterSubscriber({ subscribers }, { email: 'Reader@example.org' });

    const left = await searchNewsletterSubscribers({ subscribers }, {});
    expect(left.map((row) => [row.email, row.status])).toEqual([['pending@example.org', 'pending']]);
  });
});
