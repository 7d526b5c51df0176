import { z } from 'zod';
import { parseInput } from '../shared/validation.ts';
import {
  fromMember,
  fromSubscriber,
  newestFirst,
  type SubscriberListDeps,
  type SubscriberListing,
} from './subscriber-listing.ts';

/** The console shows one screen of addresses; a search narrows it. */
export const subscriberListLimit = 200;

const searchSchema = z.object({
  q: z.string().trim().max(254).default(''),
  status: z.enum(['pending', 'confirmed'], { error: 'Please choose pending or confirmed' }).optional(),
});

/**
 * Staff's subscriber list: subscribers (pending and confirmed) and members who receive the
 * newsletter, each with where they came from, matching the search and status, newest first. An
 * address on both lists is shown on each.
 */
export async function searchNewsletterSubscribers(
  deps: SubscriberListDeps,
  input: unknown,
): Promise<SubscriberListing[]> {
  const { q, status } = parseInput(searchSchema, input);
  // Each list's first `limit` matches hold the merged list's first `limit`.
  const [subscribers, members] = await Promise.all([
    deps.subscribers.search(q, status, subscriberListLimit),
    status === 'pending' ? [] : deps.members.newsletterMembers(q, subscriberListLimit),
  ]);
  return [...subscribers.map(fromSubscriber), ...members.map(fromMember)]
    .sort(newestFirst)
    .slice(0, subscriberListLimit);
}
