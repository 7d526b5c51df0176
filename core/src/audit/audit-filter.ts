import { z } from 'zod';
import { isUuid } from '../shared/ids.ts';
import { blankAsMissing, pageLimit, pageOffset } from '../shared/paging.ts';

/** The largest page of the audit log one request may ask for. */
export const maxAuditPage = 500;

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
  limit: pageLimit(maxAuditPage, 50),
  offset: pageOffset(),
});
export type AuditFilterInput = z.input<typeof auditFilterSchema>;
