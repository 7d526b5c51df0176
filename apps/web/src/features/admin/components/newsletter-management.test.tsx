import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import type { AdminSend } from '../api/article-sends.ts';
import { NewsletterManagement } from './newsletter-management.tsx';

const sending: AdminSend = {
  id: '00000000-0000-4000-8000-0000000000aa',
  articleId: '00000000-0000-4000-8000-000000000002',
  segment: 'paid',
  status: 'sending',
  recipients: 40,
  sent: 10,
  failed: 0,
  scheduledAt: '2026-06-01T10:00:00.000Z',
  startedAt: '2026-06-01T10:00:00.000Z',
  finishedAt: null,
};

describe('the console Newsletter section', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/admin/articles?limit=200': {
        status: 200,
        body: [{ id: sending.articleId, title: 'Live note', slug: 'live-note', published: true }],
      },
      'GET /api/admin/sends': { status: 200, body: [sending] },
      'GET /api/admin/newsletter/subscribers?q=': {
        status: 200,
        body: [
          {
            email: 'member@example.org',
            status: 'confirmed',
            source: 'settings',
            subscribedAt: '2026-05-02T10:00:00.000Z',
            confirmedAt: '2026-05-02T10:00:00.000Z',
          },
          {
            email: 'reader@example.org',
            status: 'confirmed',
            source: 'newsletter_form',
            subscribedAt: '2026-05-01T10:00:00.000Z',
            confirmedAt: '2026-05-01T11:00:00.000Z',
          },
        ],
      },
      'GET /api/admin/newsletter/subscribers?q=&status=pending': {
        status: 200,
        body: [
          {
            email: 'waiting@example.org',
            status: 'pending',
            source: 'newsletter_form',
            subscribedAt: '2026-05-03T10:00:00.000Z',
            confirmedAt: null,
          },
        ],
      },
      'GET /api/admin/newsletter/subscribers?q=nobody': { status: 200, body: [] },
      'DELETE /api/admin/newsletter/subscribers/reader%40example.org': { status: 204 },
      'GET /api/admin/suppressions': {
        status: 200,
        body: [{ email: 'gone@example.org', reason: 'bounced', createdAt: '2026-05-02T10:00:00.000Z' }],
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a send with its article and progress, and polls while it is sending', async () => {
    api.reply(
      'GET /api/admin/sends',
      { status: 200, body: [sending] },
      {
        status: 200,
        body: [{ ...sending, status: 'sent', sent: 40 }],
      },
    );
    renderPage(<NewsletterManagement />);

    const row = await screen.findByTestId('send-row', {}, { timeout: 10_000 });
    expect(within(row).getByText('10 of 40 sent')).toBeInTheDocument();
    expect(await within(row).findByText('Live note')).toBeInTheDocument();
    expect(await screen.findByText('40 of 40 sent', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists, searches and removes subscribers, and shows the suppression list', async () => {
    renderPage(<NewsletterManagement />);

    await screen.findAllByTestId('subscriber-row', {}, { timeout: 10_000 });
    const [memberRow, row] = screen.getAllByTestId('subscriber-row') as [HTMLElement, HTMLElement];
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(within(row).getByText('Newsletter form')).toBeInTheDocument();
    expect(within(memberRow).getByText('Member settings')).toBeInTheDocument();
    // A member turns the newsletter off in Settings: the console offers no removal that would not.
    expect(within(memberRow).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText('gone@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/newsletter.csv',
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Remove reader@example.org' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'DELETE',
        path: '/api/admin/newsletter/subscribers/reader%40example.org',
        body: undefined,
      }),
    );

    fireEvent.change(screen.getByLabelText('Search by e-mail'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No subscriber matches this search.')).toBeInTheDocument();
  });

  it('filters the subscribers by status', async () => {
    renderPage(<NewsletterManagement />);
    await screen.findAllByTestId('subscriber-row', {}, { timeout: 10_000 });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });

    expect(await screen.findByText('waiting@example.org')).toBeInTheDocument();
    expect(screen.queryByText('reader@example.org')).toBeNull();
  });
});
