import type { NewsletterDeps } from './newsletter-deps.ts';

/**
 * The unsubscribe link (and the one-click POST of RFC 8058) removes the address. An unknown or
 * already used token is not an error: the address is off the list either way.
 */
export async function unsubscribeFromNewsletter(
  deps: Pick<NewsletterDeps, 'subscribers'>,
  token: string,
): Promise<void> {
  if (token) await deps.subscribers.removeByUnsubscribeToken(token);
}
