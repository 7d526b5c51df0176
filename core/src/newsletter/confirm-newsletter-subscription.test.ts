import { describe, expect, it } from 'vitest';
import { confirmNewsletterSubscription } from './confirm-newsletter-subscription.ts';
import { subscribeToNewsletter } from './subscribe-to-newsletter.ts';
import { newsletterTestDeps } from './testing/newsletter-test-deps.ts';

async function subscribed(email = 'reader@example.org') {
  const setup = newsletterTestDeps();
  await subscribeToNewsletter(setup.deps, { input: { email }, clientIp: '203.0.113.7' });
  return { ...setup, token: setup.mailer.lastTo(email).confirmationToken };
}

describe('confirmNewsletterSubscription', () => {
  it('confirms the address of the link', async () => {
    const { deps, clock, subscribers, token } = await subscribed();
    clock.advanceSeconds(60);

    await confirmNewsletterSubscription(deps, token);

    expect((await subscribers.findByEmail('reader@example.org'))?.confirmedAt).toEqual(
      new Date('2026-01-01T00:01:00Z'),
    );
  });

  it('accepts the same link twice without changing the confirmation time', async () => {
    const { deps, clock, subscribers, token } = await subscribed();
    await confirmNewsletterSubscription(deps, token);
    clock.advanceSeconds(3600);

    await confirmNewsletterSubscription(deps, token);

    expect((await subscribers.findByEmail('reader@example.org'))?.confirmedAt).toEqual(
      new Date('2026-01-01T00:00:00Z'),
    );
  });

  it('refuses an unknown or empty token', async () => {
    const { deps } = await subscribed();

    await expect(confirmNewsletterSubscription(deps, 'forged')).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await expect(confirmNewsletterSubscription(deps, '')).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });

  it('refuses a link after 48 hours and leaves the address pending', async () => {
    const { deps, clock, subscribers, token } = await subscribed();
    clock.advanceSeconds(48 * 3600);

    await expect(confirmNewsletterSubscription(deps, token)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'This confirmation link has expired. Please subscribe again.',
    });
    expect((await subscribers.findByEmail('reader@example.org'))?.confirmedAt).toBeNull();
  });

  it('refuses the older link once a new one was sent', async () => {
    const { deps, mailer, token } = await subscribed();
    await subscribeToNewsletter(deps, { input: { email: 'reader@example.org' }, clientIp: '203.0.113.7' });

    await expect(confirmNewsletterSubscription(deps, token)).rejects.toMatchObject({ code: 'CODE_INVALID' });
    await expect(
      confirmNewsletterSubscription(deps, mailer.lastTo('reader@example.org').confirmationToken),
    ).resolves.toBeUndefined();
  });

  it('takes an earlier unsubscribe of the address off the suppression list', async () => {
    const { deps, suppressions, clock, token } = await subscribed('back@example.org');
    await suppressions.suppress('back@example.org', 'unsubscribed', clock.now());

    await confirmNewsletterSubscription(deps, token);

    expect(await suppressions.list()).toEqual([]);
  });

  it('keeps a bounced address on the suppression list', async () => {
    const { deps, suppressions, clock, token } = await subscribed('gone@example.org');
    await suppressions.suppress('gone@example.org', 'bounced', clock.now());

    await confirmNewsletterSubscription(deps, token);

    expect((await suppressions.list()).map((entry) => entry.reason)).toEqual(['bounced']);
  });
});
