import { Readable } from 'node:stream';
import { BackupTokens } from '@commons/container';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** The newest scheduled backup, for an admin to download (each download is in the audit log). */
export const adminBackupRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const describeLatestBackup = container.resolve(BackupTokens.describeLatestBackup);
  const downloadLatestBackup = container.resolve(BackupTokens.downloadLatestBackup);
  const { requirePermission } = sessionGuards(container);

  /** What the console shows beside the download: the newest backup, or null before the first. */
  router.get(
    '/api/admin/backups',
    inDatabase,
    noStore,
    requirePermission('operations:manage'),
    async (ctx) => {
      ctx.body = { latest: await describeLatestBackup() };
    },
  );

  router.get(
    '/api/admin/backups/latest',
    inDatabase,
    noStore,
    requirePermission('operations:manage'),
    async (ctx) => {
      const backup = await downloadLatestBackup({ actor: { kind: 'admin', id: ctx.state.member!.id } });
      ctx.set('Content-Disposition', `attachment; filename="${backup.name}"`);
      ctx.set('Last-Modified', backup.takenAt.toUTCString());
      ctx.type = 'application/octet-stream';
      ctx.length = backup.bytes;
      ctx.body = Readable.from(backup.content());
    },
  );
};
