import type { MemberRepository } from '../members/member-repository.ts';
import type { Member } from '../members/member.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import type { NewsletterSubscriber, SubscriberSource, SubscriberStatus } from './subscriber.ts';

/**
 * A row of the console's subscriber list: a newsletter subscriber, or a member who receives the
 * newsletter (a verified address, so confirmed).
 */
export interface SubscriberListing {
  email: string;
  status: SubscriberStatus;
  /** Null for a member who turned the newsletter on before its source was kept. */
  source: SubscriberSource | null;
  subscribedAt: Date;
  confirmedAt: Date | null;
}

export type SubscriberListDeps = Pick<NewsletterDeps, 'subscribers'> & {
  members: Pick<MemberRepository, 'newsletterMembers'>;
};

export const fromSubscriber = ({
  email,
  source,
  createdAt,
  confirmedAt,
}: NewsletterSubscriber): SubscriberListing => ({
  email,
  status: confirmedAt ? 'confirmed' : 'pending',
  source,
  subscribedAt: createdAt,
  confirmedAt,
});

export const fromMember = (member: Member): SubscriberListing => ({
  email: member.email,
  status: 'confirmed',
  source: member.newsletterSource,
  subscribedAt: member.newsletterSince ?? member.createdAt,
  confirmedAt: member.newsletterSince ?? member.emailVerifiedAt,
});

/** Newest first; ties by address. */
export const newestFirst = (a: SubscriberListing, b: SubscriberListing) =>
  b.subscribedAt.getTime() - a.subscribedAt.getTime() || a.email.localeCompare(b.email);
