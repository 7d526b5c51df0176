import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import type { SponsorLine, SponsorView } from '../api/sponsors.ts';
import { aCampaign } from '../testing/campaign-builder.ts';
import { SponsorManagement } from './sponsor-management.tsx';

const acme: SponsorLine = {
  id: 's-1',
  name: 'Acme Foundation',
  contactName: 'Ada Obi',
  contactEmail: 'ada@acme.example.org',
  weeklyReport: true,
  campaignCount: 1,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
const acmeDetail: SponsorView = {
  ...acme,
  campaigns: [aCampaign({ sponsorId: 's-1' })],
  reportLinkIssuedAt: null,
  reportUrl: null,
};

describe('the console Sponsors section', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/admin/sponsors': { status: 200, body: [acme] },
      'GET /api/admin/sponsors/s-1': { status: 200, body: acmeDetail },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a sponsor with its contact', async () => {
    api.reply('POST /api/admin/sponsors', { status: 201, body: { ...acme, id: 's-2', name: 'Beta' } });
    renderPage(<SponsorManagement />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sponsor' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Beta' } });
    fireEvent.change(within(dialog).getByLabelText('Contact e-mail'), {
      target: { value: 'b@beta.example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add sponsor' }));

    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'Beta',
        contactName: null,
        contactEmail: 'b@beta.example.org',
      }),
    );
  });

  it('switches the weekly e-mail and shows the server refusing a delete in words', async () => {
    api.reply('PATCH /api/admin/sponsors/s-1', { status: 200, body: { ...acme, weeklyReport: false } });
    const refusal = 'This sponsor still has 1 campaign: move it to another sponsor or delete it first';
    api.reply('DELETE /api/admin/sponsors/s-1', { status: 409, body: { error: refusal } });
    renderPage(<SponsorManagement />);

    fireEvent.click(await screen.findByRole('switch', { name: 'Weekly e-mail to Acme Foundation' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        weeklyReport: false,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Acme Foundation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it("opens a sponsor's detail with its campaigns and their figures", async () => {
    renderPage(<SponsorManagement />);

    fireEvent.click(await screen.findByRole('button', { name: 'Acme Foundation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Acme Foundation' });
    const table = await within(dialog).findByRole('table', { name: 'Campaigns of Acme Foundation' });
    expect(within(table).getByText('Launch Week')).toBeInTheDocument();
    expect(within(table).getByText('3.42%')).toBeInTheDocument();
  });

  it("creates the sponsor's report link, shows its address with a copy button, and revokes it", async () => {
    const url = 'https://commons.example.org/sponsor-report/abc.tag';
    api.reply('POST /api/admin/sponsors/s-1/report-link', { status: 201, body: { url } });
    api.reply('DELETE /api/admin/sponsors/s-1/report-link', { status: 204 });
    renderPage(<SponsorManagement />);
    fireEvent.click(await screen.findByRole('button', { name: 'Acme Foundation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acme Foundation' });
    api.reply('GET /api/admin/sponsors/s-1', {
      status: 200,
      body: { ...acmeDetail, reportLinkIssuedAt: '2026-01-03T10:00:00.000Z', reportUrl: url },
    });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create link' }));

    expect(await within(dialog).findByLabelText('Report link address')).toHaveValue(url);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'DELETE /api/admin/sponsors/s-1/report-link',
      ),
    );
    await waitFor(() =>
      expect(within(dialog).queryByLabelText('Report link address')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });

  it("shows the sponsor's current report link again whenever the sponsor is opened", async () => {
    const url = 'https://commons.example.org/sponsor-report/abc.tag';
    api.reply('GET /api/admin/sponsors/s-1', {
      status: 200,
      body: { ...acmeDetail, reportLinkIssuedAt: '2026-01-03T10:00:00.000Z', reportUrl: url },
    });
    renderPage(<SponsorManagement />);

    fireEvent.click(await screen.findByRole('button', { name: 'Acme Foundation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Acme Foundation' });
    expect(await within(dialog).findByLabelText('Report link address')).toHaveValue(url);
    expect(within(dialog).getByRole('button', { name: 'Create new link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
  });
});
