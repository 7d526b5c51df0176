import { AuditTokens, InfrastructureTokens } from '@commons/container';
import type { AuditEntry } from '@commons/core/audit/audit-log';
import { pagesOf, sendCsv, type CsvColumn } from '../csv/csv-download.ts';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

const auditColumns: readonly CsvColumn<AuditEntry>[] = [
  ['at', (e) => e.at],
  ['actorKind', (e) => e.actor.kind],
  ['actorId', (e) => e.actor.id],
  ['actorEmail', (e) => e.actor.email],
  ['action', (e) => e.action],
  ['subjectKind', (e) => e.subject.kind],
  ['subjectId', (e) => e.subject.id],
  ['summary', (e) => e.summary],
];

/** The console's audit log: who did what, when, to which record; filtered by actor and kind. */
export const adminAuditRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const listAuditEntries = container.resolve(AuditTokens.listAuditEntries);
  const inScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const auditReader = sessionGuards(container).requirePermission('audit:read');

  router.get('/api/admin/audit', inDatabase, noStore, auditReader, async (ctx) => {
    const { entries, total } = await listAuditEntries(ctx.query);
    ctx.set('X-Total-Count', String(total));
    ctx.body = entries;
  });

  router.get('/api/admin/audit.csv', inDatabase, auditReader, async (ctx) => {
    const pages = await pagesOf(inScope, async (limit, offset) => {
      const { entries } = await listAuditEntries({ ...ctx.query, limit, offset });
      return entries;
    });
    sendCsv(ctx, 'audit-log.csv', auditColumns, pages);
  });
};
