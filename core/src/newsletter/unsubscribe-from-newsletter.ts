import type { MemberRepository } from '../members/member-repository.ts';
import type { NewsletterDeps } from './newsletter-deps.ts';
import type { ArticleSends } from './sends/article-sends.ts';
import type { MailSuppressions } from './sends/mail-suppressions.ts';

export interface UnsubscribeDeps extends Pick<
  NewsletterDeps,
  'subscribers' | 'secrets' | 'clock' | 'transactions'
> {
  sends: Pick<ArticleSends, 'findEmailByUnsubscribeDigest'>;
  suppressions: MailSuppressions;
  members: Pick<MemberRepository, 'findByEmail' | 'update'>;
}

/**
 * The unsubscribe link (and the one-click POST of RFC 8058), from the confirmation mail (the
 * subscriber's token) or from a sent article (that mail's own token): the address leaves the
 * subscribers, a member's newsletter choice turns off, and the address goes on the suppression list,
 * so no later send reaches it from either list. An unknown or already used token is not an error.
 */
export async function unsubscribeFromNewsletter(deps: UnsubscribeDeps, token: string): Promise<void> {
  if (!token) return;
  await deps.transactions.run(async () => {
    const email =
      (await deps.subscribers.removeByUnsubscribeToken(token)) ??
      (await deps.sends.findEmailByUnsubscribeDigest(deps.secrets.digest(token)));
    if (!email) return;
    await deps.subscribers.removeByEmail(email);
    const member = await deps.members.findByEmail(email);
    if (member?.newsletter) await deps.members.update(member.id, { newsletter: false });
    await deps.suppressions.suppress(email, 'unsubscribed', deps.clock.now());
  });
}
