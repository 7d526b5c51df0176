import { z } from 'zod';
import { isUuid } from '../shared/ids.ts';

/** The largest page of the audit log one request may ask for. */
export const maxAuditPage = 500;

const blankAsMissing = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
const limitMessage = `Limit must be a whole number from 1 to ${maxAuditPage}`;

/** What the console (and the CSV) may ask of the audit log. */
export const auditFilterSchema = z.object({
  actorId: z.preprocess(
    blankAsMissing,
    z
      .string()
      .refine((value) => isUuid(value), 'Unknown actor')
      .optional(),
  ),
  kind: z.preprocess(blankAsMissing, z.string().trim().max(40, 'Unknown kind').optional()),
  subjectId: z.preprocess(blankAsMissing, z.string().trim().max(100, 'Unknown record').optional()),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(maxAuditPage, limitMessage)
    .default(50),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number, 0 or more' })
    .int('Offset must be a whole number, 0 or more')
    .min(0, 'Offset must be a whole number, 0 or more')
    .default(0),
});
export type AuditFilterInput = z.input<typeof auditFilterSchema>;
