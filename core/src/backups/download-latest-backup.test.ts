import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { downloadLatestBackup } from './download-latest-backup.ts';
import { InMemoryBackupArchive } from './testing/in-memory-backup-archive.ts';

function deps() {
  const clock = new FixedClock(new Date('2026-11-29T10:00:00Z'));
  return { backups: new InMemoryBackupArchive(), auditLog: new InMemoryAuditLog({ clock }) };
}

const admin = { kind: 'admin', id: '11111111-1111-4111-8111-111111111111' } as const;

describe('downloading the latest backup', () => {
  it('refuses when no backup has been taken, and records nothing', async () => {
    const { backups, auditLog } = deps();
    await expect(downloadLatestBackup({ backups, auditLog }, { actor: admin })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No backup has been taken yet.',
    });
    expect((await auditLog.list({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it('gives the newest backup and records who downloaded it', async () => {
    const { backups, auditLog } = deps();
    await backups.add('old.backup', new Date('2026-11-28T03:00:00Z'), new Uint8Array([1]));
    await backups.add('new.backup', new Date('2026-11-29T03:00:00Z'), new Uint8Array([2, 3]));
    const backup = await downloadLatestBackup({ backups, auditLog }, { actor: admin });
    expect(backup.name).toBe('new.backup');
    const { entries } = await auditLog.list({ limit: 10, offset: 0 });
    expect(entries).toMatchObject([
      {
        actor: { kind: 'admin', id: admin.id },
        action: 'backup.downloaded',
        subject: { kind: 'backup', id: 'new.backup' },
      },
    ]);
  });
});
