import { newRecordId } from '../community/record-id.ts';
import type { RateLimit } from '../shared/rate-limiter.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import { recipientCap, tooManyMailsMessage } from '../shared/recipient-caps.ts';
import { parseInput } from '../shared/validation.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import { newsletterSignupSchema } from './schemas.ts';
import { confirmationValidHours, type NewsletterSubscriber } from './subscriber.ts';

/** Sign-ups per IP address and hour. */
export const newsletterIpRateLimit: RateLimit = { points: 10, windowSeconds: 60 * 60 };

export interface SubscribeCommand {
  /** The untrusted request body. */
  input: unknown;
  clientIp: string;
}

/**
 * Double opt-in, step one: store the address as pending and mail it a confirmation link. The
 * caller learns nothing about the address: a confirmed one gets the same answer and no mail, a
 * pending one a fresh link (the old one stops working).
 */
export async function subscribeToNewsletter(deps: NewsletterDeps, command: SubscribeCommand): Promise<void> {
  await enforceRateLimits(deps.rateLimiter, [
    { key: `newsletter:ip:${command.clientIp}`, limit: newsletterIpRateLimit },
  ]);
  const { email } = parseInput(newsletterSignupSchema, command.input);
  // Confirmation mails per address and day, so nobody can flood a stranger's mailbox. Every request
  // counts, a confirmed address's too (it gets no mail), so the refusal says nothing about who
  // subscribed; it is refused in words, as the subscriber waits for the mail.
  await enforceRateLimits(
    deps.rateLimiter,
    [recipientCap('newsletter-confirmation', email)],
    tooManyMailsMessage,
  );
  const existing = await deps.subscribers.findByEmail(email);
  if (existing?.confirmedAt) return;

  const now = deps.clock.now();
  const confirmationToken = deps.secrets.sessionToken();
  const subscriber: NewsletterSubscriber = {
    id: existing?.id ?? newRecordId(deps.random),
    email,
    confirmedAt: null,
    confirmationDigest: deps.secrets.digest(confirmationToken),
    confirmationExpiresAt: new Date(now.getTime() + confirmationValidHours * 3600_000),
    unsubscribeToken: existing?.unsubscribeToken ?? deps.secrets.sessionToken(),
    source: 'newsletter_form',
    createdAt: existing?.createdAt ?? now,
  };
  // The token and its e-mail are stored together or not at all.
  await deps.transactions.run(async () => {
    await deps.subscribers.save(subscriber);
    await deps.mailer.sendConfirmation({
      to: email,
      confirmationToken,
      unsubscribeToken: subscriber.unsubscribeToken,
      validForHours: confirmationValidHours,
    });
  });
}
