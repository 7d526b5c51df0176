import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { tableCells } from '../../../test/table-cells.ts';
import { anAdminUser } from '../testing/admin-user-builder.ts';
import { UserManagement } from './user-management.tsx';

const csv = [
  'email,firstName,lastName,organization,position,phone,tier,status',
  'ada@example.org,Ada,Lovelace,,,,explorer,active',
  'not-an-email,Bad,Row,,,,explorer,active',
].join('\n');
const csvFile = (name = 'members.csv') => new File([csv], name, { type: 'text/csv' });
const dryRunRoute = 'POST /api/admin/members/import?dryRun=true';
const importRoute = 'POST /api/admin/members/import';
const listRoute = 'GET /api/admin/users?limit=25&offset=0';
const badRow = { row: 3, field: 'email', message: 'Please enter a valid email address' };

describe('the Members Import dialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      [listRoute]: { status: 200, body: [anAdminUser()] },
      'GET /api/admin/users/stats': { status: 200, body: { total: 1, active: 1, f100: 0, pending: 0 } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const openDialog = async () => {
    const user = userEvent.setup();
    renderPage(<UserManagement />);
    expect((await screen.findByRole('link', { name: 'Export CSV' })).getAttribute('href')).toBe(
      '/api/admin/members.csv',
    );
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Import members' }) };
  };
  const importButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Import' });

  it('dry-runs the chosen file at once, lists the row errors, then imports, toasts the counts and refreshes the list', async () => {
    api.reply(dryRunRoute, {
      status: 200,
      body: { dryRun: true, created: 1, updated: 0, unchanged: 0, errors: [badRow] },
    });
    api.reply(importRoute, {
      status: 200,
      body: { dryRun: false, created: 1, updated: 0, unchanged: 0, errors: [badRow] },
    });
    const { user, dialog } = await openDialog();
    expect(importButton(dialog)).toHaveProperty('disabled', true);

    await user.upload(within(dialog).getByLabelText('Choose CSV file'), csvFile());

    expect(await within(dialog).findByText(/Would create 1, update 0, leave 0 unchanged\./)).toBeTruthy();
    expect(
      within(dialog).getByText(/1 row has errors\. Import skips it and imports the other rows\./),
    ).toBeTruthy();
    const errors = within(dialog).getByRole('table', { name: 'Rows with errors' });
    const cells = tableCells(errors);
    expect(cells).toEqual([['3', 'email', 'Please enter a valid email address']]);
    const dryRun = api.requests.find((request) => `${request.method} ${request.path}` === dryRunRoute);
    expect(dryRun?.body).toBe(csv);
    const fetchCall = vi.mocked(fetch).mock.calls.find(([path]) => String(path).includes('dryRun'));
    expect(new Headers(fetchCall?.[1]?.headers).get('content-type')).toBe('text/csv');

    const listsBefore = api.requests.filter(
      (request) => `${request.method} ${request.path}` === listRoute,
    ).length;
    await waitFor(() => expect(importButton(dialog)).toHaveProperty('disabled', false));
    await user.click(importButton(dialog));

    expect(await screen.findByText('Members imported successfully')).toBeTruthy();
    expect(screen.getByText('Created 1, updated 0, unchanged 0, skipped 1 with errors.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import members' })).toBeNull());
    expect(
      api.requests.filter((request) => `${request.method} ${request.path}` === importRoute),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(
        api.requests.filter((request) => `${request.method} ${request.path}` === listRoute).length,
      ).toBeGreaterThan(listsBefore),
    );
  });

  it('counts rows, not errors, when a row has several bad fields', async () => {
    const errors = [
      badRow,
      { row: 3, field: 'tier', message: 'Please select a valid membership tier.' },
      { row: 3, field: 'status', message: 'Please select a valid status.' },
      { row: 5, field: 'email', message: 'Please enter a valid email address' },
      { row: 5, field: 'firstName', message: 'First name is required' },
      { row: 5, field: 'tier', message: 'Please select a valid membership tier.' },
    ];
    api.reply(dryRunRoute, {
      status: 200,
      body: { dryRun: true, created: 1, updated: 0, unchanged: 0, errors },
    });
    const { user, dialog } = await openDialog();

    await user.upload(within(dialog).getByLabelText('Choose CSV file'), csvFile());

    expect(
      await within(dialog).findByText(/2 rows have errors\. Import skips them and imports the other rows\./),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Rows with errors' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + errors.length);
  });

  it('says in words when the server refuses the file: too large, or not CSV', async () => {
    api.reply(
      dryRunRoute,
      { status: 413 },
      {
        status: 400,
        body: { error: 'The file is not valid CSV: Invalid Closing Quote' },
      },
    );
    const { user, dialog } = await openDialog();

    await user.upload(within(dialog).getByLabelText('Choose CSV file'), csvFile('huge.csv'));
    expect(
      await within(dialog).findByText('The file is too large: an import takes at most 5 MB.'),
    ).toBeTruthy();
    expect(importButton(dialog)).toHaveProperty('disabled', true);

    await user.upload(within(dialog).getByLabelText('Choose CSV file'), csvFile('broken.csv'));
    expect(await within(dialog).findByText('The file is not valid CSV: Invalid Closing Quote')).toBeTruthy();
    expect(within(dialog).queryByText('The file is too large: an import takes at most 5 MB.')).toBeNull();
    expect(importButton(dialog)).toHaveProperty('disabled', true);
  });
});
