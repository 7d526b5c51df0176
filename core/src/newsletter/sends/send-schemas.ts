import { z } from 'zod';
import { accountTiers } from '../../members/tiers.ts';
import { sendSegments } from './article-send.ts';

export const sendMessages = {
  segment: 'Please choose who receives the article',
  tiers: 'Please choose at least one tier',
  scheduledAt: 'Please enter a valid date and time',
} as const;

/** The console's Send by e-mail form and `POST /api/admin/articles/:id/send`. */
export const articleSendSchema = z
  .object({
    segment: z.enum(sendSegments, { error: sendMessages.segment }),
    tiers: z
      .array(z.enum(accountTiers, { error: sendMessages.tiers }))
      .max(accountTiers.length)
      .optional(),
    /** Absent or null: now. */
    scheduledAt: z.iso
      .datetime({ offset: true, error: sendMessages.scheduledAt })
      .nullish()
      .transform((value) => (value ? new Date(value) : null)),
  })
  .refine((send) => send.segment !== 'tiers' || (send.tiers?.length ?? 0) > 0, {
    error: sendMessages.tiers,
    path: ['tiers'],
  })
  .transform((send) => ({ ...send, tiers: send.segment === 'tiers' ? [...new Set(send.tiers)] : [] }));

export type ArticleSendInput = z.input<typeof articleSendSchema>;
export type ArticleSendRequest = z.output<typeof articleSendSchema>;
