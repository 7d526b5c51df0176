import type { NewsletterSubscriber } from '../subscriber.ts';

let sequence = 0;

/** Builds a pending subscriber whose link is still valid; override what the test is about. */
export function aSubscriber(overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    email: `reader-${sequence}@example.org`,
    confirmedAt: null,
    confirmationDigest: `confirmation-digest-${sequence}`,
    confirmationExpiresAt: new Date('2026-01-03T00:00:00.000Z'),
    unsubscribeToken: `unsubscribe-token-${sequence}`,
    source: 'newsletter_form',
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
}
