import type { MemberNewsletterSource } from '../members/member.ts';

/**
 * Where an address joined the newsletter: the site's newsletter form (a subscriber), or a member's
 * sign-up checkbox or Settings switch.
 */
export type SubscriberSource = 'newsletter_form' | MemberNewsletterSource;

/** Pending until the owner follows the confirmation link. */
export type SubscriberStatus = 'pending' | 'confirmed';

/** A newsletter address: pending until its owner follows the confirmation link (double opt-in). */
export interface NewsletterSubscriber {
  id: string;
  /** Trimmed and lower-cased, so one mailbox is one subscriber. */
  email: string;
  /** When the owner confirmed; null while pending. Only confirmed addresses get newsletters. */
  confirmedAt: Date | null;
  /** SHA-256 digest of the latest confirmation token: the token itself is only in the e-mail. */
  confirmationDigest: string;
  confirmationExpiresAt: Date;
  /**
   * Goes into every newsletter's unsubscribe link, so it is kept as is (a digest could not be put
   * into the next mail). It can only ever remove this address from the list.
   */
  unsubscribeToken: string;
  /** The form it came through: the site's newsletter form is the only one that adds subscribers. */
  source: Extract<SubscriberSource, 'newsletter_form'>;
  createdAt: Date;
}

/** A confirmation link works for two days. */
export const confirmationValidHours = 48;
