import type { NewsletterDeps } from './newsletter-deps.ts';

/** A row of the staff export. */
export interface ConfirmedSubscriber {
  email: string;
  subscribedAt: Date;
  confirmedAt: Date;
}

/** The confirmed list, earliest confirmation first; pending addresses are not subscribers yet. */
export async function listConfirmedSubscribers(
  deps: Pick<NewsletterDeps, 'subscribers'>,
): Promise<ConfirmedSubscriber[]> {
  const subscribers = await deps.subscribers.listConfirmed();
  return subscribers.map(({ email, createdAt, confirmedAt }) => ({
    email,
    subscribedAt: createdAt,
    confirmedAt: confirmedAt!,
  }));
}
