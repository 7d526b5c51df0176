import type { AuditLog } from '../audit/audit-log.ts';
import type { Actor } from '../members/actor.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { BackupArchive, StoredBackup } from './backup-archive.ts';

/**
 * The newest backup, for an admin to download. A backup holds every member's data, so each download
 * is in the audit log under the admin's name before a byte leaves.
 */
export async function downloadLatestBackup(
  deps: { backups: BackupArchive; auditLog: AuditLog },
  command: { actor: Actor },
): Promise<StoredBackup> {
  const backup = await deps.backups.latest();
  if (!backup) throw new DomainError('NOT_FOUND', 'No backup has been taken yet.');
  await deps.auditLog.record({
    actor: command.actor,
    action: 'backup.downloaded',
    subject: { kind: 'backup', id: backup.name },
    summary: `Backup downloaded (${backup.name})`,
  });
  return backup;
}
