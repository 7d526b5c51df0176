/**
 * A daily cap on the mail the site sends, on anyone's request, to an address nobody has shown they
 * read: a form's acknowledgement, a code confirming a member's new address, a newsletter
 * confirmation. Without it the site would mail a stranger as often as someone asks. Counted in the
 * shared rate-limit store, so the cap holds however many instances serve the requests.
 */
import type { RateLimit, RateLimiter } from './rate-limiter.ts';

/**
 * Three a day: enough for a person who retries (a typo, a lost mail), too few for a flood. A fixed
 * 24-hour window, started by the first mail.
 */
export const recipientDailyCap: RateLimit = { points: 3, windowSeconds: 24 * 60 * 60 };

export const tooManyMailsMessage =
  'We have sent as many e-mails to this address as we can today. Please try again tomorrow.';

/**
 * Each kind of mail has its own count, so whoever fills one (an anonymous contact form costs
 * nothing) cannot stop the owner of the address from confirming it as a new e-mail address or
 * for the newsletter.
 */
export type CappedMail = 'acknowledgement' | 'email-change-code' | 'newsletter-confirmation';

/**
 * The check for `spendWithinLimits`/`enforceRateLimits`. The key is the mailbox: "ada+1@" and
 * "ada+2@" reach the same inbox, so a sub-address counts as its mailbox.
 */
export function recipientCap(mail: CappedMail, email: string): { key: string; limit: RateLimit } {
  return { key: `mail-cap:${mail}:${mailboxOf(email)}`, limit: recipientDailyCap };
}

/** Counts one mail to the address; whether it is within the day's cap (for flows that skip the mail). */
export async function withinRecipientCap(
  limiter: RateLimiter,
  mail: CappedMail,
  email: string,
): Promise<boolean> {
  const { key, limit } = recipientCap(mail, email);
  return (await limiter.consume(key, limit)).allowed;
}

function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
