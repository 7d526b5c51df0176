import { parseInput } from '../shared/validation.ts';
import { auditFilterSchema } from './audit-filter.ts';
import type { AuditLog, AuditPage } from './audit-log.ts';

/** The console's audit log: newest first, filtered by actor and kind, paged. */
export async function listAuditEntries(
  deps: { auditLog: AuditLog },
  input: unknown = {},
): Promise<AuditPage> {
  return deps.auditLog.list(parseInput(auditFilterSchema, input));
}
