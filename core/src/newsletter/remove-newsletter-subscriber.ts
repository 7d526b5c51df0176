import { parseInput } from '../shared/validation.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import { newsletterSignupSchema } from './schemas.ts';

/**
 * Staff take an address off the subscriber list (a request by mail, a typo). It is not suppressed:
 * its owner may subscribe again. Removing an unknown address is not an error.
 */
export async function removeNewsletterSubscriber(
  deps: Pick<NewsletterDeps, 'subscribers'>,
  input: unknown,
): Promise<void> {
  const { email } = parseInput(newsletterSignupSchema, input);
  await deps.subscribers.removeByEmail(email);
}
