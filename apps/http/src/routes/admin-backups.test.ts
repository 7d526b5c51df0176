/**
 * Downloading the newest backup from the console: admins only, a clear 404 before the first
 * backup, the file itself, and an audit entry naming the admin.
 */
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupTokens } from '@commons/container';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let server: TestApp;
let admin: { cookie: string; id: string };

beforeAll(async () => {
  server = await startTestApp();
  const signedIn = await server.signIn({ staffRole: 'admin', email: 'backup-admin@commons.test' });
  admin = { cookie: signedIn.cookie, id: signedIn.member.id };
});
afterAll(() => server?.stop());

describe('GET /api/admin/backups/latest', () => {
  it('refuses a member who is not an admin, and a visitor', async () => {
    const member = await server.signIn({ email: 'backup-member@commons.test' });
    expect((await server.request('GET', '/api/admin/backups/latest', { cookie: member.cookie })).status).toBe(
      403,
    );
    expect((await server.request('GET', '/api/admin/backups/latest')).status).toBe(401);
    expect((await server.request('GET', '/api/admin/backups', { cookie: member.cookie })).status).toBe(403);
  });

  it('answers 404 in words before the first backup, which the listing says', async () => {
    const listing = await server.request('GET', '/api/admin/backups', { cookie: admin.cookie });
    expect(listing.body).toEqual({ latest: null });
    const answer = await server.request('GET', '/api/admin/backups/latest', { cookie: admin.cookie });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'No backup has been taken yet.' });
  });

  it('sends the newest backup as a file and records the download', async () => {
    const directory = server.container.resolve(BackupTokens.BackupDirectory);
    await directory.add(new Date('2026-11-28T03:00:00Z'), (file) => writeFile(file, 'older backup'));
    await directory.add(new Date('2026-11-29T03:00:00Z'), (file) => writeFile(file, 'newest backup'));

    const listing = await server.request('GET', '/api/admin/backups', { cookie: admin.cookie });
    expect(listing.body).toEqual({
      latest: { name: 'commons-20261129T030000Z.backup', bytes: 13, takenAt: '2026-11-29T03:00:00.000Z' },
    });
    const answer = await server.request('GET', '/api/admin/backups/latest', { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="commons-20261129T030000Z.backup"',
    );
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body).toBe('newest backup');

    const audit = await server.request('GET', '/api/admin/audit?kind=backup', { cookie: admin.cookie });
    expect(audit.body).toMatchObject([
      {
        action: 'backup.downloaded',
        actor: { kind: 'admin', id: admin.id },
        subject: { kind: 'backup', id: 'commons-20261129T030000Z.backup' },
      },
    ]);
  });
});
