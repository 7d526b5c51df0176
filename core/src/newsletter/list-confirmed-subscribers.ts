import {
  fromMember,
  fromSubscriber,
  type SubscriberListDeps,
  type SubscriberListing,
} from './subscriber-listing.ts';

/**
 * The confirmed list, earliest confirmation first, for the staff's CSV export: subscribers who
 * confirmed and members who receive the newsletter. Pending addresses are not subscribers yet.
 */
export async function listConfirmedSubscribers(deps: SubscriberListDeps): Promise<SubscriberListing[]> {
  const [subscribers, members] = await Promise.all([
    deps.subscribers.listConfirmed(),
    deps.members.newsletterMembers(''),
  ]);
  return [...subscribers.map(fromSubscriber), ...members.map(fromMember)].sort(
    (a, b) =>
      (a.confirmedAt?.getTime() ?? 0) - (b.confirmedAt?.getTime() ?? 0) || a.email.localeCompare(b.email),
  );
}
