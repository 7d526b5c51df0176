import { describe, expect, it } from 'vitest';
import { aNewMember } from '../members/testing/member-builder.ts';
import { InMemoryMemberRepository } from '../members/testing/in-memory-member-repository.ts';
import { removeNewsletterSubscriber } from './remove-newsletter-subscriber.ts';
import { searchNewsletterSubscribers } from './search-newsletter-subscribers.ts';
import { InMemoryNewsletterSubscribers } from './testing/in-memory-newsletter-subscribers.ts';
import { aSubscriber } from './testing/subscriber-builder.ts';

async function lists() {
  const subscribers = new InMemoryNewsletterSubscribers();
  const members = new InMemoryMemberRepository();
  await subscribers.save(aSubscriber({ email: 'pending@example.org' }));
  await subscribers.save(
    aSubscriber({ email: 'reader@example.org', confirmedAt: new Date('2026-01-02T00:00:00Z') }),
  );
  await members.create(
    aNewMember({
      email: 'member-reader@example.org',
      emailVerifiedAt: new Date('2025-12-01T00:00:00Z'),
      newsletter: true,
      newsletterSource: 'settings',
      newsletterSince: new Date('2026-01-03T00:00:00Z'),
    }),
  );
  await members.create(aNewMember({ email: 'member-off@example.org', emailVerifiedAt: new Date() }));
  return { subscribers, members };
}

describe('the console subscriber list', () => {
  it('shows subscribers and newsletter members matching the search with where they came from, and removes one', async () => {
    const deps = await lists();

    expect(await searchNewsletterSubscribers(deps, { q: ' Reader ' })).toEqual([
      {
        email: 'member-reader@example.org',
        status: 'confirmed',
        source: 'settings',
        subscribedAt: new Date('2026-01-03T00:00:00Z'),
        confirmedAt: new Date('2026-01-03T00:00:00Z'),
      },
      {
        email: 'reader@example.org',
        status: 'confirmed',
        source: 'newsletter_form',
        subscribedAt: new Date('2026-01-01T00:00:00.000Z'),
        confirmedAt: new Date('2026-01-02T00:00:00Z'),
      },
    ]);

    await removeNewsletterSubscriber(deps, { email: 'Reader@example.org' });

    const left = await searchNewsletterSubscribers(deps, {});
    expect(left.map((row) => [row.email, row.status, row.source])).toEqual([
      ['member-reader@example.org', 'confirmed', 'settings'],
      ['pending@example.org', 'pending', 'newsletter_form'],
    ]);
  });

  it('filters by status: pending addresses alone, or the confirmed ones and the members', async () => {
    const deps = await lists();
    const emails = async (status: string) =>
      (await searchNewsletterSubscribers(deps, { status })).map((row) => row.email);

    expect(await emails('pending')).toEqual(['pending@example.org']);
    expect(await emails('confirmed')).toEqual(['member-reader@example.org', 'reader@example.org']);
    await expect(emails('lapsed')).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
