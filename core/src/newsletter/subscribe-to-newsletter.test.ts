import { describe, expect, it } from 'vitest';
import { tooManyMailsMessage } from '../shared/recipient-caps.ts';
import { subscribeToNewsletter } from './subscribe-to-newsletter.ts';
import { newsletterTestDeps } from './testing/newsletter-test-deps.ts';

const from = (email: string, clientIp = '203.0.113.7') => ({ input: { email }, clientIp });

describe('subscribeToNewsletter', () => {
  it('stores a new address as pending and mails it a confirmation link valid for 48 hours', async () => {
    const { deps, subscribers, mailer } = newsletterTestDeps();

    await subscribeToNewsletter(deps, from('  Reader@Example.org '));

    const stored = await subscribers.findByEmail('reader@example.org');
    const mail = mailer.lastTo('reader@example.org');
    expect(stored).toMatchObject({ confirmedAt: null, createdAt: new Date('2026-01-01T00:00:00Z') });
    expect(stored?.confirmationExpiresAt).toEqual(new Date('2026-01-03T00:00:00Z'));
    expect(stored?.confirmationDigest).toBe(deps.secrets.digest(mail.confirmationToken));
    expect(mail).toMatchObject({ validForHours: 48, unsubscribeToken: stored?.unsubscribeToken });
  });

  it('answers a confirmed address the same way, without a mail or a change', async () => {
    const { deps, subscribers, mailer } = newsletterTestDeps();
    await subscribeToNewsletter(deps, from('known@example.org'));
    const pending = (await subscribers.findByEmail('known@example.org'))!;
    await subscribers.save({ ...pending, confirmedAt: new Date('2026-01-01T01:00:00Z') });

    await expect(subscribeToNewsletter(deps, from('known@example.org'))).resolves.toBeUndefined();

    expect(mailer.sent).toHaveLength(1);
    expect(await subscribers.findByEmail('known@example.org')).toEqual({
      ...pending,
      confirmedAt: new Date('2026-01-01T01:00:00Z'),
    });
  });

  it('sends a pending address a fresh link that replaces the old one, keeping the unsubscribe token', async () => {
    const { deps, subscribers, mailer } = newsletterTestDeps();
    await subscribeToNewsletter(deps, from('again@example.org'));
    const first = (await subscribers.findByEmail('again@example.org'))!;

    await subscribeToNewsletter(deps, from('again@example.org'));

    const second = (await subscribers.findByEmail('again@example.org'))!;
    expect(mailer.sent).toHaveLength(2);
    expect(second.confirmationDigest).not.toBe(first.confirmationDigest);
    expect(second).toMatchObject({ id: first.id, unsubscribeToken: first.unsubscribeToken });
  });

  it('refuses an invalid address with the form message', async () => {
    const { deps, mailer } = newsletterTestDeps();

    await expect(subscribeToNewsletter(deps, from('not-an-email'))).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please enter a valid email address',
    });
    expect(mailer.sent).toEqual([]);
  });

  it('limits sign-ups to 10 an hour per IP address', async () => {
    const { deps } = newsletterTestDeps();
    for (let index = 0; index < 10; index += 1)
      await subscribeToNewsletter(deps, from(`r${index}@example.org`));

    await expect(subscribeToNewsletter(deps, from('r10@example.org'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(
      subscribeToNewsletter(deps, from('r10@example.org', '198.51.100.1')),
    ).resolves.toBeUndefined();
  });

  it('sends one mailbox at most 3 confirmation mails a day, whoever asks, refusing the rest in words', async () => {
    const { deps, clock, mailer } = newsletterTestDeps();
    for (let index = 0; index < 3; index += 1) {
      await subscribeToNewsletter(deps, from(`target+${index}@example.org`, `198.51.100.${index}`));
    }

    clock.advanceSeconds(23 * 60 * 60);
    await expect(
      subscribeToNewsletter(deps, from('target@example.org', '198.51.100.9')),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: tooManyMailsMessage,
    });
    expect(mailer.sent).toHaveLength(3);
    clock.advanceSeconds(60 * 60);
    await subscribeToNewsletter(deps, from('target@example.org', '198.51.100.9'));
    expect(mailer.sent).toHaveLength(4);
  });
});
