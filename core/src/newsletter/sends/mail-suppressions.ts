/** Why an address gets no more bulk mail. */
export type SuppressionReason = 'unsubscribed' | 'bounced';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  createdAt: Date;
}

/**
 * The suppression list: addresses every later send skips, whichever list they came from. An
 * unsubscribed address comes off it when its owner asks for the newsletter again; a bounced one
 * stays until staff remove it.
 */
export interface MailSuppressions {
  /** Adds the address, or keeps the entry it has (a bounce is not turned into an unsubscribe). */
  suppress(email: string, reason: SuppressionReason, at: Date): Promise<void>;
  /** Removes the address when its entry has one of these reasons. */
  lift(email: string, reasons: readonly SuppressionReason[]): Promise<void>;
  /** Newest first. */
  list(): Promise<Suppression[]>;
}
