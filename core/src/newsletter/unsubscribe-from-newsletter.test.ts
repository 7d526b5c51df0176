import { describe, expect, it } from 'vitest';
import { aNewMember } from '../members/testing/member-builder.ts';
import { confirmNewsletterSubscription } from './confirm-newsletter-subscription.ts';
import { listConfirmedSubscribers } from './list-confirmed-subscribers.ts';
import { subscribeToNewsletter } from './subscribe-to-newsletter.ts';
import { newsletterTestDeps } from './testing/newsletter-test-deps.ts';
import { unsubscribeFromNewsletter } from './unsubscribe-from-newsletter.ts';

async function confirmedReaders(...emails: string[]) {
  const setup = newsletterTestDeps();
  for (const email of emails) {
    await subscribeToNewsletter(setup.deps, { input: { email }, clientIp: '203.0.113.7' });
    setup.clock.advanceSeconds(60);
    await confirmNewsletterSubscription(setup.deps, setup.mailer.lastTo(email).confirmationToken);
  }
  return setup;
}

describe('the confirmed list and unsubscribing', () => {
  it('lists confirmed addresses and newsletter members with their source and times, not pending ones', async () => {
    const { deps, unsubscribeDeps, members } = await confirmedReaders(
      'first@example.org',
      'second@example.org',
    );
    await subscribeToNewsletter(deps, { input: { email: 'pending@example.org' }, clientIp: '203.0.113.7' });
    const member = await members.create(
      aNewMember({
        email: 'member@example.org',
        emailVerifiedAt: new Date('2025-12-01T00:00:00Z'),
        newsletter: true,
        newsletterSource: 'sign_up',
        newsletterSince: new Date('2026-01-01T00:00:30Z'),
      }),
    );

    expect(await listConfirmedSubscribers(unsubscribeDeps)).toEqual([
      {
        email: member.email,
        status: 'confirmed',
        source: 'sign_up',
        subscribedAt: new Date('2026-01-01T00:00:30Z'),
        confirmedAt: new Date('2026-01-01T00:00:30Z'),
      },
      {
        email: 'first@example.org',
        status: 'confirmed',
        source: 'newsletter_form',
        subscribedAt: new Date('2026-01-01T00:00:00Z'),
        confirmedAt: new Date('2026-01-01T00:01:00Z'),
      },
      {
        email: 'second@example.org',
        status: 'confirmed',
        source: 'newsletter_form',
        subscribedAt: new Date('2026-01-01T00:01:00Z'),
        confirmedAt: new Date('2026-01-01T00:02:00Z'),
      },
    ]);
  });

  it('removes the address of the unsubscribe link, and accepts the link again', async () => {
    const { unsubscribeDeps, mailer } = await confirmedReaders('leaving@example.org', 'staying@example.org');
    const token = mailer.lastTo('leaving@example.org').unsubscribeToken;

    await unsubscribeFromNewsletter(unsubscribeDeps, token);
    await unsubscribeFromNewsletter(unsubscribeDeps, token);
    await unsubscribeFromNewsletter(unsubscribeDeps, '');

    expect((await listConfirmedSubscribers(unsubscribeDeps)).map((row) => row.email)).toEqual([
      'staying@example.org',
    ]);
  });

  it("puts the address on the suppression list and turns a member's newsletter off", async () => {
    const { unsubscribeDeps, mailer, suppressions, members } = await confirmedReaders('both@example.org');
    await members.create(aNewMember({ email: 'both@example.org', newsletter: true }));

    await unsubscribeFromNewsletter(unsubscribeDeps, mailer.lastTo('both@example.org').unsubscribeToken);

    expect(await suppressions.list()).toEqual([
      { email: 'both@example.org', reason: 'unsubscribed', createdAt: new Date('2026-01-01T00:01:00Z') },
    ]);
    expect((await members.findByEmail('both@example.org'))?.newsletter).toBe(false);
  });
});
