/**
 * An article sent by e-mail to a segment of the audience (Ghost's "email newsletter" of a post):
 * scheduled, then sending while its recipients are mailed, then sent (or failed when none could be
 * mailed); staff may cancel it while it waits.
 */
import type { AccountTier } from '../../members/tiers.ts';

export const sendSegments = ['subscribers', 'members', 'paid', 'tiers', 'everyone'] as const;
export type SendSegment = (typeof sendSegments)[number];

export const sendStatuses = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type SendStatus = (typeof sendStatuses)[number];

export interface ArticleSend {
  id: string;
  articleId: string;
  segment: SendSegment;
  /** The tiers of a `tiers` segment; empty for the others. */
  tiers: AccountTier[];
  status: SendStatus;
  /** While scheduled, the audience's size when counted last; from the start, the addresses enqueued. */
  recipients: number;
  sent: number;
  failed: number;
  scheduledAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
}

/** What the API and the CLI show of a send. */
export type ArticleSendView = Omit<ArticleSend, 'tiers' | 'createdAt'> & { tiers?: AccountTier[] };

export function toSendView(send: ArticleSend): ArticleSendView {
  const { tiers, createdAt: _createdAt, ...view } = send;
  return send.segment === 'tiers' ? { ...view, tiers } : view;
}
