import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AuditLog } from './audit-log.tsx';

const emptyAudit = { 'GET /api/admin/audit?limit=25': { status: 200, body: [] } };

describe('the latest backup beside the audit log', () => {
  beforeEach(() => stubBrowserLayoutApis());
  afterEach(() => vi.unstubAllGlobals());

  it('offers no download before the first backup, and says how to start one', async () => {
    stubApi({ ...emptyAudit, 'GET /api/admin/backups': { status: 200, body: { latest: null } } });
    renderPage(<AuditLog adminUserId="admin-1" />);
    expect(await screen.findByText(/No backup has been taken yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download latest backup' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('names the newest backup and links to its download', async () => {
    stubApi({
      ...emptyAudit,
      'GET /api/admin/backups': {
        status: 200,
        body: {
          latest: {
            name: 'commons-20261129T030000Z.backup',
            bytes: 3 * 1024 ** 2,
            takenAt: '2026-11-29T03:00:00.000Z',
          },
        },
      },
    });
    renderPage(<AuditLog adminUserId="admin-1" />);
    expect(await screen.findByText(/Latest backup: Nov 29, 2026, 3\.0 MB/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download latest backup' });
    expect(download).toHaveAttribute('href', '/api/admin/backups/latest');
    expect(download).not.toHaveAttribute('aria-disabled');
  });
});
