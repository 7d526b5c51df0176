import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { clearStoredMember, storeMember, type StoredMember } from '../../../lib/stored-member.ts';
import type { SerializedMember } from '../../../lib/member.ts';
import type { AdminCampaign } from '../api/ad-campaigns.ts';
import { aCampaign } from '../testing/campaign-builder.ts';
import type { SerializedMemberDetail } from '../api/admin-user.ts';
import { aMemberDetail, anAdminUser } from '../testing/admin-user-builder.ts';
import AdminDashboardPage from './admin-dashboard.tsx';

const admin: StoredMember = {
  id: 'admin-1',
  email: 'admin@example.org',
  firstName: 'Ama',
  lastName: 'Boateng',
  staffRole: 'admin',
};

const users: SerializedMember[] = [
  anAdminUser({
    id: 'admin-1',
    firstName: 'Ama',
    lastName: 'Boateng',
    email: 'admin@example.org',
    staffRole: 'admin',
    membershipStatus: 'active',
    membershipTier: null,
  }),
  anAdminUser({
    id: 'u-2',
    firstName: 'Kofi',
    lastName: 'Mensah',
    email: 'kofi@bank.gh',
    organization: 'Gold Bank',
    membershipTier: 'f100',
    membershipStatus: 'active',
  }),
  anAdminUser({
    id: 'u-3',
    firstName: 'Zara',
    lastName: 'Ali',
    membershipTier: 'builder',
    paymentStatus: 'unpaid',
  }),
];

const campaign = aCampaign();

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(
  overrides: {
    patchStatus?: number;
    ads?: AdminCampaign[];
    history?: SerializedMemberDetail['history'];
    stripeTestMode?: boolean;
    /** Who GET /api/auth/me says is signed in (nobody: 401). */
    me?: StoredMember;
  } = {},
) {
  const calls: Call[] = [];
  let current = users;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ method, path, body });
      const json = (status: number, value: unknown) =>
        new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
      if (method === 'GET' && path === '/api/auth/me')
        return overrides.me ? json(200, overrides.me) : json(401, { error: 'Not signed in' });
      if (method === 'GET' && path === '/api/admin/environment')
        return json(200, { stripeTestMode: overrides.stripeTestMode ?? false });
      if (method === 'GET' && path === '/api/admin/users/stats') {
        return json(200, {
          total: current.length,
          active: current.filter((user) => user.membershipStatus === 'active').length,
          f100: current.filter((user) => user.membershipTier === 'f100').length,
          pending: current.filter((user) => user.membershipStatus === 'pending').length,
        });
      }
      if (method === 'GET' && path.startsWith('/api/admin/users?')) {
        // The server's filters, as far as these tests use them.
        const query = new URL(path, 'http://localhost').searchParams;
        const needle = query.get('q')?.toLowerCase();
        const matches = current.filter(
          (user) =>
            (!query.get('status') || user.membershipStatus === query.get('status')) &&
            (!query.get('tier') || user.membershipTier === query.get('tier')) &&
            (!needle ||
              [`${user.firstName} ${user.lastName}`, user.email, user.organization ?? ''].some((text) =>
                text.toLowerCase().includes(needle),
              )),
        );
        const offset = Number(query.get('offset'));
        const page = matches.slice(offset, offset + Number(query.get('limit')));
        return new Response(JSON.stringify(page), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': String(matches.length) },
        });
      }
      if (method === 'GET' && path.startsWith('/api/admin/users/')) {
        const user = current.find((entry) => path.endsWith(`/${entry.id}`));
        return json(
          user ? 200 : 404,
          user ? aMemberDetail({ ...user, history: overrides.history ?? [] }) : { error: 'User not found' },
        );
      }
      if (method === 'GET' && path === '/api/ads?adminUserId=admin-1')
        return json(200, overrides.ads ?? [campaign]);
      if (method === 'PATCH' && path.startsWith('/api/admin/users/')) {
        if (overrides.patchStatus) return json(overrides.patchStatus, { error: 'Nope' });
        const id = path.split('/').pop();
        current = current.map((entry) => (entry.id === id ? { ...entry, ...(body as object) } : entry));
        return json(
          200,
          current.find((entry) => entry.id === id),
        );
      }
      throw new TypeError(`Unexpected ${method} ${path}`);
    }),
  );
  return calls;
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeEach(() => stubBrowserLayoutApis());
afterEach(() => {
  clearStoredMember();
  vi.unstubAllGlobals();
});

describe('the admin dashboard', () => {
  it('sends a visitor to /login when the server knows no session either', async () => {
    stubApi();
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('opens the console for an admin whose browser kept the session but lost the stored copy', async () => {
    stubApi({ me: admin });
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('tells a member who is not an admin that admin access is required, without calling the admin API', async () => {
    const calls = stubApi();
    storeMember({ ...admin, staffRole: null });
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin access required' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the 'Stripe test mode' banner while Stripe runs on a test key", async () => {
    stubApi({ stripeTestMode: true });
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByTestId('stripe-test-mode')).toHaveTextContent('Stripe test mode');
  });

  it('shows no banner on a live key', async () => {
    const calls = stubApi();
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/admin/environment'));
    expect(screen.queryByText('Stripe test mode')).toBeNull();
  });

  it('shows an editor only the editorial sections, and no staff section', async () => {
    stubApi();
    storeMember({ ...admin, staffRole: 'editor' });
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Knowledge', 'Newsletter', 'My author profile']);
    expect(screen.getByRole('tab', { name: 'Knowledge', selected: true })).toBeTruthy();
  });

  it('opens on the overview of the business figures', async () => {
    const calls = stubApi();
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard' });

    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/admin/insights'));
  });

  it('shows the user stats, marks admins with a crown, and filters by search, status and tier', async () => {
    stubApi();
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'User Management', selected: true })).toBeTruthy();
    await screen.findByRole('table', { name: 'Users' });
    const stats = screen.getByRole('region', { name: 'User statistics' });
    expect(within(stats).getByText('Total Users').nextSibling?.textContent).toBe('3');
    expect(within(stats).getByText('Active Members').nextSibling?.textContent).toBe('2');
    expect(within(stats).getByText('F100 Members').nextSibling?.textContent).toBe('1');
    expect(within(stats).getByText('Pending').nextSibling?.textContent).toBe('1');
    expect(screen.getAllByRole('img', { name: 'Admin' })).toHaveLength(1);
    expect(rowNames()).toEqual(['Ama Boateng', 'Kofi Mensah', 'Zara Ali']);

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'gold bank' } });
    await waitFor(() => expect(rowNames()).toEqual(['Kofi Mensah']), { timeout: 3000 });

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    await waitFor(() => expect(rowNames()).toEqual(['Zara Ali']), { timeout: 3000 });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'f100' } });
    await waitFor(() => expect(rowNames()).toEqual(['Kofi Mensah']), { timeout: 3000 });

    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'explorer' } });
    expect(await screen.findByText('No users match these filters.', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('asks the server for one page and shows the total it counted', async () => {
    const calls = stubApi();
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });

    expect(await screen.findByText('Showing 3 of 3 users')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'GET',
      path: '/api/admin/users?limit=25&offset=0',
      body: undefined,
    });
  });

  it('opens a member in a drawer with the history and grants f100 through PATCH', async () => {
    const calls = stubApi({
      history: [
        {
          at: '2026-01-03T10:00:00.000Z',
          kind: 'membershipStatus',
          from: 'pending',
          to: 'active',
          reason: 'admin',
          actor: { kind: 'admin', id: 'admin-1', email: 'admin@example.org' },
        },
      ],
    });
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });

    fireEvent.click(await screen.findByRole('button', { name: 'Details of Zara Ali' }));
    const drawer = await screen.findByRole('dialog');
    const history = await within(drawer).findByRole('list', { name: 'History' });
    expect(history.textContent).toContain('Status: pending → active');
    expect(history.textContent).toContain('Admin admin@example.org');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Tier granted')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/api/admin/users/u-3',
      body: { membershipTier: 'f100' },
    });
  });

  it('sets a member status with PATCH, refetches and confirms with a toast', async () => {
    const calls = stubApi();
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });

    const select = await screen.findByLabelText('Membership status of Zara Ali');
    fireEvent.change(select, { target: { value: 'active' } });

    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/api/admin/users/u-3',
      body: { membershipStatus: 'active' },
    });
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/admin/users?')),
      ).toHaveLength(2),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Membership status of Zara Ali') as HTMLSelectElement).value).toBe(
        'active',
      ),
    );
  });

  it('says when a status change fails', async () => {
    stubApi({ patchStatus: 500 });
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });
    fireEvent.change(await screen.findByLabelText('Membership status of Zara Ali'), {
      target: { value: 'inactive' },
    });
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
  });

  it('lists campaigns with the admin id, totals and the CTR in percent with two decimals', async () => {
    const calls = stubApi({
      ads: [
        campaign,
        {
          ...campaign,
          id: 'c-2',
          name: 'Quiet',
          status: 'paused',
          state: 'paused',
          impressions: 0,
          clicks: 0,
          ctr: 0,
        },
      ],
    });
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });

    fireEvent.click(screen.getByRole('tab', { name: 'Ad Management' }));
    await screen.findByRole('table', { name: 'Ad campaigns' });
    expect(calls).toContainEqual({ method: 'GET', path: '/api/ads?adminUserId=admin-1', body: undefined });
    expect(screen.getAllByTestId('campaign-ctr').map((cell) => cell.textContent)).toEqual(['3.42%', '0.00%']);
    const stats = screen.getByRole('region', { name: 'Ad campaign statistics' });
    expect(within(stats).getByText('Total Campaigns').nextSibling?.textContent).toBe('2');
    expect(within(stats).getByText('Active Campaigns').nextSibling?.textContent).toBe('1');
    expect(within(stats).getByText('Total Impressions').nextSibling?.textContent).toBe('1,200');
    expect(within(stats).getByText('Total Clicks').nextSibling?.textContent).toBe('41');
  });

  it('shows an empty state when there are no campaigns, and checks the form weight (1 to 10)', async () => {
    stubApi({ ads: [] });
    storeMember(admin);
    renderPage(<AdminDashboardPage />, { path: '/admin/dashboard?section=users' });
    fireEvent.click(screen.getByRole('tab', { name: 'Ad Management' }));
    expect(await screen.findByText(/No ad campaigns yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.change(within(dialog).getByLabelText(/Weight/), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(await within(dialog).findByText('Weight must be between 1 and 10')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Image URL must be an http:// or https:// URL')).toBeTruthy();
  });
});
