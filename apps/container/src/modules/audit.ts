import { ContainerModule } from 'inversify';
import type { AuditLog } from '@commons/core/audit/audit-log';
import { listAuditEntries } from '@commons/core/audit/list-audit-entries';
import { SqlAuditLog } from '@commons/adapters/persistence/repositories/sql-audit-log';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/**
 * The staff's audit trail. A feature records into it by naming `AuditTokens.AuditLog` among its use
 * case's ports (`bindUseCase(..., { auditLog: AuditTokens.AuditLog, ... })`).
 */
export const AuditTokens = {
  AuditLog: token<AuditLog>('AuditLog'),
  listAuditEntries: useCaseToken(listAuditEntries),
};

export const auditModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    AuditTokens.AuditLog,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlAuditLog(orm.em, clock),
  );
  bindUseCase(bind, AuditTokens.listAuditEntries, listAuditEntries, { auditLog: AuditTokens.AuditLog });
});
