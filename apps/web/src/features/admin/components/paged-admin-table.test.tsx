import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { AuditLog } from './audit-log.tsx';
import { SubmissionsInbox } from './submissions-inbox.tsx';

const entry = {
  id: 'a-1',
  at: '2026-03-01T10:00:00.000Z',
  actor: { kind: 'admin', id: 'admin-1', email: 'admin@example.org' },
  action: 'article.published',
  subject: { kind: 'article', id: 'x' },
  summary: 'Published “Notes”',
};

describe('the paged, filtered console tables', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/admin/audit?limit=25': { status: 200, body: [entry] },
      'GET /api/admin/audit?kind=article&limit=25': { status: 200, body: [entry] },
      'GET /api/admin/audit?kind=article&actorId=admin-1&limit=25': { status: 200, body: [] },
      'GET /api/admin/submissions?limit=25': { status: 200, body: [] },
      'GET /api/admin/submissions?type=contact&limit=25': { status: 200, body: [] },
      'GET /api/admin/backups': { status: 200, body: { latest: null } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server with each filter, and the CSV link carries the same filters', async () => {
    renderPage(<AuditLog adminUserId="admin-1" />);
    expect(await screen.findByText('Showing 1 of 1 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit.csv?',
    );

    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'article' } });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'me' } });

    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
    const auditRequests = api.requests
      .map((request) => request.path)
      .filter((path) => path.includes('audit'));
    expect(auditRequests).toEqual([
      '/api/admin/audit?limit=25',
      '/api/admin/audit?kind=article&limit=25',
      '/api/admin/audit?kind=article&actorId=admin-1&limit=25',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/admin/audit.csv?kind=article&actorId=admin-1',
      ),
    );
  });

  it('filters the inbox by type the same way', async () => {
    renderPage(<SubmissionsInbox />);
    expect(await screen.findByText('No submissions match')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'contact' } });

    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain(
        '/api/admin/submissions?type=contact&limit=25',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/submissions.csv?type=contact',
    );
  });
});
