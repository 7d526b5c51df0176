import { DomainError } from '../shared/domain-error.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import type { MailSuppressions } from './sends/mail-suppressions.ts';

export const invalidConfirmationMessage = 'This confirmation link is not valid. Please subscribe again.';
export const expiredConfirmationMessage = 'This confirmation link has expired. Please subscribe again.';

/**
 * Double opt-in, step two: the link from the e-mail confirms the address. Following it twice is fine.
 * An address that unsubscribed before comes off the suppression list (a bounced one stays on it).
 */
export async function confirmNewsletterSubscription(
  deps: Pick<NewsletterDeps, 'subscribers' | 'secrets' | 'clock' | 'transactions'> & {
    suppressions: Pick<MailSuppressions, 'lift'>;
  },
  token: string,
): Promise<void> {
  const subscriber = token
    ? await deps.subscribers.findByConfirmationDigest(deps.secrets.digest(token))
    : null;
  if (!subscriber) throw new DomainError('CODE_INVALID', invalidConfirmationMessage);
  if (subscriber.confirmedAt) return;
  const now = deps.clock.now();
  if (subscriber.confirmationExpiresAt.getTime() <= now.getTime()) {
    throw new DomainError('CODE_EXPIRED', expiredConfirmationMessage);
  }
  await deps.transactions.run(async () => {
    await deps.subscribers.save({ ...subscriber, confirmedAt: now });
    await deps.suppressions.lift(subscriber.email, ['unsubscribed']);
  });
}
