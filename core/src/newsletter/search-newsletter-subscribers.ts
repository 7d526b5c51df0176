import { z } from 'zod';
import { parseInput } from '../shared/validation.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';

/** A row of the console's subscriber list. */
export interface SubscriberListing {
  email: string;
  status: 'pending' | 'confirmed';
  subscribedAt: Date;
  confirmedAt: Date | null;
}

/** The console shows one screen of addresses; a search narrows it. */
export const subscriberListLimit = 200;

const searchSchema = z.object({ q: z.string().trim().max(254).default('') });

/** Staff's subscriber list: pending and confirmed addresses containing the search, newest first. */
export async function searchNewsletterSubscribers(
  deps: Pick<NewsletterDeps, 'subscribers'>,
  input: unknown,
): Promise<SubscriberListing[]> {
  const { q } = parseInput(searchSchema, input);
  const found = await deps.subscribers.search(q, subscriberListLimit);
  return found.map(({ email, createdAt, confirmedAt }) => ({
    email,
    status: confirmedAt ? 'confirmed' : 'pending',
    subscribedAt: createdAt,
    confirmedAt,
  }));
}
