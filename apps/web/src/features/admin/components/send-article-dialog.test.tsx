import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import type { AdminSend } from '../api/article-sends.ts';
import { SendArticleDialog } from './send-article-dialog.tsx';

const article = { id: '00000000-0000-4000-8000-000000000002', title: 'Live note' };
const base = `/api/admin/articles/${article.id}/send`;
const preview = { recipients: 12, subject: 'Live note', wholeHtml: '<p>Body</p>', previewHtml: null };

function aSend(overrides: Partial<AdminSend>): AdminSend {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    articleId: article.id,
    segment: 'subscribers',
    status: 'sending',
    recipients: 12,
    sent: 0,
    failed: 0,
    scheduledAt: '2026-06-01T10:00:00.000Z',
    startedAt: '2026-06-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

describe('the Send by e-mail dialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      [`POST ${base}/preview`]: { status: 200, body: preview },
      [`POST ${base}/test`]: { status: 200, body: { mails: 1 } },
      [`POST ${base}`]: { status: 202, body: aSend({}) },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the recipient count and subject of the chosen segment', async () => {
    renderPage(<SendArticleDialog article={article} onClose={() => {}} />);

    expect(await screen.findByText('12 recipients', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Live note', { selector: 'strong' })).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Paid members'));
    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'POST',
        path: `${base}/preview`,
        body: { segment: 'paid' },
      }),
    );
  });

  it('asks for a tier before previewing a tiers segment, then sends the chosen tiers', async () => {
    renderPage(<SendArticleDialog article={article} onClose={() => {}} />);
    await screen.findByText('12 recipients', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByLabelText('Members of chosen tiers'));
    expect(screen.getByText('Please choose at least one tier')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Leader'));
    await screen.findByText('12 recipients');
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));

    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'POST',
        path: base,
        body: { segment: 'tiers', tiers: ['leader'], scheduledAt: null },
      }),
    );
  });

  it('sends a test to the staff member', async () => {
    renderPage(<SendArticleDialog article={article} onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Send test to me' }));

    expect(await screen.findByText('Test mail sent to your address')).toBeInTheDocument();
  });

  it('follows the send until it is sent', async () => {
    api.reply(
      `GET /api/admin/sends/${aSend({}).id}`,
      { status: 200, body: aSend({ sent: 5 }) },
      { status: 200, body: aSend({ status: 'sent', sent: 12, finishedAt: '2026-06-01T10:01:00.000Z' }) },
    );
    renderPage(<SendArticleDialog article={article} onClose={() => {}} />);
    await screen.findByText('12 recipients', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('5 of 12 sent')).toBeInTheDocument();
    expect(await screen.findByText('12 of 12 sent', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
  });

  it('schedules for the chosen time', async () => {
    renderPage(<SendArticleDialog article={article} onClose={() => {}} />);
    await screen.findByText('12 recipients', {}, { timeout: 10_000 });

    fireEvent.change(screen.getByLabelText('Schedule for'), { target: { value: '2030-01-02T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'POST',
        path: base,
        body: { segment: 'subscribers', scheduledAt: new Date('2030-01-02T09:30').toISOString() },
      }),
    );
  });
});
