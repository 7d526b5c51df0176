import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember, type StoredMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { builderMonthly } from '../../../test/a-subscription.ts';
import { fillField } from '../../../test/fill-field.ts';
import { location, renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { anArticle } from '../../knowledge/index.ts';
import DashboardPage from './dashboard.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const showDashboard = (member: Partial<StoredMember> = {}) => {
  storeMember({ ...aMember, ...member });
  renderPage(<DashboardPage />, { path: '/dashboard' });
  return screen.findByRole('heading', { level: 1 });
};

describe('the member dashboard', () => {
  it('sends a visitor to /login when the server knows no session either', async () => {
    api.reply('GET /api/auth/me', { status: 401, body: { error: 'Not signed in' } });
    renderPage(<DashboardPage />, { path: '/dashboard' });

    expect((await location()).textContent).toBe('/login');
    expect(getStoredMember()).toBeNull();
  });

  it('shows the dashboard to a member whose browser kept the session but lost the stored copy, and keeps the copy again', async () => {
    // Safari clears what scripts stored after seven days without a visit; the session cookie stays.
    api.reply('GET /api/auth/me', { status: 200, body: aMember });
    renderPage(<DashboardPage />, { path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada!');
    expect(getStoredMember()).toMatchObject({ id: aMember.id, email: aMember.email });
  });

  it('greets the member by first name, with their name, status icon and tier badge', async () => {
    expect(await showDashboard()).toHaveTextContent('Welcome back, Ada!');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('member-name')).toHaveTextContent('Ada Obi');
    expect(screen.getByRole('img', { name: 'Status: Active' })).toBeInTheDocument();
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('Explorer Member');
  });

  it("offers 'Choose a password' until the member has one, sets it, and then stops offering", async () => {
    api.reply('PUT /api/auth/password', { status: 200, body: { ...aMember, hasPassword: true } });
    expect(await showDashboard({ hasPassword: false })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Choose a password' });
    const user = userEvent.setup();

    await fillField(
      user,
      within(card).getByLabelText('New password', { exact: false }),
      'correct horse battery',
    );
    await user.click(within(card).getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Password Set')).toBeInTheDocument();
    expect(api.requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/auth/password',
      body: { newPassword: 'correct horse battery' },
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Choose a password' })).toBeNull());
    expect(getStoredMember()).toMatchObject({ hasPassword: true });
  });

  it('offers the six sections and Logout in the sidebar', async () => {
    await showDashboard();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });

    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Membership', '#membership'],
      ['Payment', '#payment'],
      ['Community', '#community'],
      ['Opportunities', '#opportunities'],
      ['Settings', '#settings'],
    ]);
    for (const id of ['overview', 'membership', 'payment', 'community', 'opportunities', 'settings'])
      expect(document.getElementById(id)).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('collapses the sidebar to icons with ctrl+b (or cmd+b) and remembers it in a cookie', async () => {
    await showDashboard();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebar).toHaveAttribute('data-state', 'collapsed'));
    expect(document.cookie).toContain('sidebar_state=false');
    expect(within(sidebar).getByRole('link', { name: 'Payment' })).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    await waitFor(() => expect(sidebar).toHaveAttribute('data-state', 'expanded'));
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('opens collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    await showDashboard();

    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveAttribute('data-state', 'collapsed');
  });

  it("says 'Active since' for an active member and 'Member since' otherwise", async () => {
    await showDashboard({ membershipStatus: 'active' });
    expect(screen.getByTestId('stat-tier')).toHaveTextContent(/Active since March 1, 2026/);
    cleanup();

    await showDashboard({ membershipStatus: 'pending' });
    expect(screen.getByTestId('stat-tier')).toHaveTextContent(/Member since March 1, 2026/);
    expect(screen.getByRole('img', { name: 'Status: Pending' })).toBeInTheDocument();
  });

  it("bills explorer as 'Free tier' / 'Free Plan', yearly tiers as 'Annual billing', monthly ones as 'Monthly billing'", async () => {
    await showDashboard({ membershipTier: 'explorer', paymentStatus: 'paid' });
    expect(screen.getByTestId('stat-payment')).toHaveTextContent(/Paid.*Free tier/);
    expect(screen.getAllByText('Free Plan')).toHaveLength(3);
    expect(screen.queryByText('Annual renewal')).not.toBeInTheDocument();
    cleanup();

    await showDashboard({ membershipTier: 'builder', paymentStatus: 'unpaid' });
    expect(screen.getByTestId('stat-payment')).toHaveTextContent(/Unpaid.*Annual billing/);
    expect(screen.getAllByText('Annual')).toHaveLength(2);
    expect(screen.getByText('Annual renewal')).toBeInTheDocument();
    expect(screen.queryByText('Free Plan')).not.toBeInTheDocument();
    cleanup();

    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'unpaid' });
    expect(screen.getByTestId('stat-payment')).toHaveTextContent(/Unpaid.*Monthly billing/);
    expect(screen.queryByText('Annual billing')).not.toBeInTheDocument();
  });

  it("offers 'Complete payment' to an unpaid member, and says so after a cancelled payment", async () => {
    api.reply('POST /api/billing/checkout', {
      status: 409,
      body: { error: 'You already have a subscription: change it from your dashboard' },
    });
    storeMember({ ...aMember, membershipTier: 'leader', billingCycle: 'yearly', paymentStatus: 'unpaid' });
    renderPage(<DashboardPage />, { path: '/dashboard?payment=cancelled' });

    expect(await screen.findByTestId('unpaid-notice')).toHaveTextContent('Your payment was not completed');
    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }));

    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/api/billing/checkout')?.body).toEqual({
        tier: 'leader',
        planType: 'yearly',
      }),
    );
    expect(
      await screen.findByText('You already have a subscription: change it from your dashboard'),
    ).toBeInTheDocument();
  });

  it('shows the subscription truthfully and cancels it at the period’s end', async () => {
    const subscription = builderMonthly;
    api.reply('GET /api/billing', { status: 200, body: { subscription, payments: [] } });
    api.reply('POST /api/billing/cancel', {
      status: 200,
      body: { subscription: { ...subscription, cancelAtPeriodEnd: true }, payments: [] },
    });
    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' });
    const payment = document.getElementById('payment')!;

    expect(await within(payment).findByText('April 1, 2026 · $7.95')).toBeInTheDocument();
    expect(within(payment).getByText('Monthly billing')).toBeInTheDocument();
    expect(within(payment).getByText('On')).toBeInTheDocument();
    await userEvent.click(within(payment).getByRole('button', { name: 'Cancel subscription' }));

    // Nothing is cancelled before the member confirms, having read until when access lasts.
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('Your Builder membership stays paid until April 1, 2026');
    expect(api.requests.some((request) => request.path === '/api/billing/cancel')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((request) => request.path === '/api/billing/cancel')).toBe(false);

    await userEvent.click(within(payment).getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );

    expect(await within(payment).findByText('Cancels on April 1, 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(payment).getByText('Off')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
  });

  it("shows 'Action required' with the invoice link while the bank waits for the member, and not otherwise", async () => {
    const subscription = {
      ...builderMonthly,
      status: 'past-due',
      actionRequiredUrl: 'https://invoice.stripe.com/i/in_3ds',
    };
    api.reply('GET /api/billing', { status: 200, body: { subscription, payments: [] } });
    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' });
    const payment = document.getElementById('payment')!;

    const notice = await within(payment).findByTestId('payment-action-required');
    expect(notice).toHaveTextContent('Action required');
    expect(within(notice).getByRole('link', { name: 'Confirm payment' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_3ds',
    );
    cleanup();

    api.reply('GET /api/billing', {
      status: 200,
      body: { subscription: { ...subscription, status: 'active', actionRequiredUrl: null }, payments: [] },
    });
    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' });
    expect(
      await within(document.getElementById('payment')!).findByText('April 1, 2026 · $7.95'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Action required')).toBeNull();
  });

  it("shows a granted tier as 'Complimentary: F100' with no billing cycle and no payment method to update", async () => {
    api.reply('GET /api/billing', { status: 200, body: { subscription: null, payments: [] } });
    await showDashboard({
      membershipTier: 'f100',
      billingCycle: null,
      complimentary: true,
      paymentStatus: 'paid',
    });
    const payment = document.getElementById('payment')!;

    expect(await within(payment).findByText('Complimentary: F100')).toBeInTheDocument();
    expect(screen.getByTestId('stat-payment')).toHaveTextContent('Complimentary: F100');
    expect(screen.queryByText('Billing Cycle')).not.toBeInTheDocument();
    expect(screen.queryByText('Next Billing')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Payment Method' })).not.toBeInTheDocument();
  });

  it("opens the billing portal from 'Update Payment Method', and says in words why it cannot", async () => {
    api.reply('POST /api/billing/portal', {
      status: 409,
      body: { error: 'You have no payment details yet: complete a payment first.' },
    });
    api.reply('GET /api/billing', { status: 200, body: { subscription: builderMonthly, payments: [] } });
    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' });
    const payment = document.getElementById('payment')!;

    await userEvent.click(await within(payment).findByRole('button', { name: 'Update Payment Method' }));

    expect(
      await screen.findByText('You have no payment details yet: complete a payment first.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/api/billing/portal')).toHaveLength(1);
  });

  it('lists the payments with date, amount, card, status, refund and receipt number linked to its invoice', async () => {
    const paid = {
      receiptNumber: 42,
      tier: 'builder',
      planType: 'monthly',
      amountCents: 795,
      cardLast4: '4242',
      invoiceUrl: 'https://invoice.stripe.com/i/in_42',
      paidAt: '2026-03-01T10:00:00.000Z',
      periodStart: '2026-03-01T10:00:00.000Z',
      periodEnd: '2026-04-01T10:00:00.000Z',
      status: 'paid',
      refundedAt: null,
    };
    const refunded = {
      ...paid,
      receiptNumber: 43,
      invoiceUrl: null,
      cardLast4: null,
      paidAt: '2026-03-02T10:00:00.000Z',
      status: 'refunded',
      refundedAt: '2026-03-02T10:05:00.000Z',
    };
    api.reply('GET /api/billing', {
      status: 200,
      body: { subscription: builderMonthly, payments: [refunded, paid] },
    });
    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' });

    const list = await screen.findByRole('table', { name: 'Your payments, newest first' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'March 2, 2026$7.95Refunded March 2, 2026R-000043',
      'March 1, 2026$7.95Card ending in 4242PaidR-000042',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: /Invoice for receipt R-000042/ })).toHaveAttribute(
      'href',
      'https://invoice.stripe.com/i/in_42',
    );
  });

  it('offers no payment method, cycle or auto-renewal without a subscription, even after past payments', async () => {
    const paid = {
      receiptNumber: 7,
      tier: 'builder',
      planType: 'monthly',
      amountCents: 795,
      cardLast4: '4242',
      invoiceUrl: null,
      paidAt: '2026-03-01T10:00:00.000Z',
      periodStart: null,
      periodEnd: null,
      status: 'paid',
      refundedAt: null,
    };
    api.reply('GET /api/billing', { status: 200, body: { subscription: null, payments: [paid] } });
    await showDashboard({ membershipTier: 'explorer', paymentStatus: 'paid' });

    expect(await screen.findByRole('table', { name: 'Your payments, newest first' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Payment Method' })).toBeNull();
    expect(screen.queryByText('Auto-Renewal')).toBeNull();
  });

  it("shows a tier staff set without payment as complimentary, never 'Paid / Annual billing'", async () => {
    await showDashboard({ membershipTier: 'leader', billingCycle: null, paymentStatus: 'paid' });

    expect(screen.getByTestId('stat-payment')).toHaveTextContent(/Nothing to pay.*Complimentary: Leader/);
    expect(screen.queryByText('Annual billing')).toBeNull();
    expect(screen.queryByText('Paid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it("shows staff without a membership as 'No membership', not 'Member Member' or 'Unpaid'", async () => {
    await showDashboard({
      membershipTier: null,
      billingCycle: null,
      paymentStatus: 'unpaid',
      staffRole: 'admin',
    });

    expect(screen.getByTestId('tier-badge')).toHaveTextContent(/^No membership$/);
    expect(screen.getByTestId('stat-payment')).toHaveTextContent(/None.*No membership/);
    expect(screen.queryByText(/Member Member/)).toBeNull();
    expect(screen.queryByText('Unpaid')).toBeNull();
    expect(screen.queryByText('Annual billing')).toBeNull();
    expect(screen.queryByText(/Upgrade to/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete payment' })).toBeNull();
  });

  it('offers only real upgrades: Builder and Leader to an explorer, Leader to a builder, none above', async () => {
    await showDashboard({ membershipTier: 'explorer' });
    for (const name of ['Upgrade to Builder', 'Upgrade to Leader'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/membership');
    expect(screen.getByText('Enhanced collaboration')).toBeInTheDocument();
    expect(screen.getByText('Leadership development')).toBeInTheDocument();
    cleanup();

    await showDashboard({ membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'paid' });
    expect(screen.getAllByText(/Upgrade to/).map((offer) => offer.textContent)).toEqual([
      'Upgrade to Leader',
      'Upgrade to Leader',
    ]);
    cleanup();

    for (const membershipTier of ['catalyst', 'guardian', 'leader', 'f100'] as const) {
      await showDashboard({ membershipTier, billingCycle: 'yearly', paymentStatus: 'paid' });
      expect(screen.queryByText(/Upgrade to/)).not.toBeInTheDocument();
      expect(screen.queryByTestId('upgrade-cards')).not.toBeInTheDocument();
      cleanup();
    }

    await showDashboard({ membershipTier: 'f100' });
    expect(screen.getByTestId('tier-badge')).toHaveTextContent('F100 Member');
    expect(screen.queryByText('Enhanced collaboration')).not.toBeInTheDocument();
  });

  it("shows 'Generating...' without a membership ID and 'Pending' without a status", async () => {
    await showDashboard({ membershipId: null, membershipStatus: undefined });

    expect(screen.getByText('Generating...')).toBeInTheDocument();
    expect(screen.getByTestId('stat-tier')).toHaveTextContent(/Member since/);
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('links the quick actions, the F100 community and the opportunities, with no dead button', async () => {
    await showDashboard();
    for (const [name, href] of [
      [/Knowledge Hub/, '/knowledge'],
      [/F100 Community Meet/, '/f100'],
      [/Membership Plans/, '/membership'],
      [/Contact Support/, '/#contact'],
    ] as const)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getAllByRole('link', { name: 'Join F100 Community' })[0]).toHaveAttribute('href', '/f100');

    expect(screen.getAllByText('Innovation Hub').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Join Innovation Hub' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Track / })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Learn more about Africa Innovation Challenge' }),
    ).toHaveAttribute('href', '/pillars/acif');
    expect(screen.getByRole('link', { name: 'Learn more about Corporate Partnerships' })).toHaveAttribute(
      'href',
      '/partnership',
    );
    expect(screen.getByText('No opportunities tracked yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada!');
  });

  it("asks for the four ad slots targeted by tier, organization (or 'community') and NG", async () => {
    await showDashboard({ membershipTier: 'builder', organization: 'Acme Bank' });

    await waitFor(() =>
      expect(
        api.requests
          .filter((request) => request.path.startsWith('/api/ad-slot'))
          .map((r) => r.path)
          .sort(),
      ).toEqual([
        '/api/ad-slot?slot=dashboard-community&tier=builder&sector=community&country=NG',
        '/api/ad-slot?slot=dashboard-footer&tier=builder&sector=Acme+Bank&country=NG',
        '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Acme+Bank&country=NG',
        '/api/ad-slot?slot=dashboard-secondary&tier=builder&sector=Acme+Bank&country=NG',
      ]),
    );
  });

  it("labels the community slot's ad 'Community Partners' and shows nothing for empty slots", async () => {
    const ad = {
      id: 'ad-1',
      imageUrl: '/ads/partner.png',
      clickUrl: 'https://partner.example',
      alt: 'Partner Co',
      viewToken: 'view-token',
    };
    api.reply('GET /api/ad-slot?slot=dashboard-community&tier=explorer&sector=community&country=NG', {
      status: 200,
      body: { ad },
    });
    for (const slot of ['primary', 'secondary', 'footer'])
      api.reply(`GET /api/ad-slot?slot=dashboard-${slot}&tier=explorer&country=NG`, {
        status: 200,
        body: { ad: null },
      });
    api.reply('POST /api/ads/ad-1/impression', { status: 204 });
    await showDashboard();

    // The column stays hidden until a slot has an ad.
    expect(await screen.findByRole('img', { name: 'Partner Co' })).toBeInTheDocument();
    const sponsored = screen.getByRole('complementary', { name: 'Sponsored' });
    expect(within(sponsored).getByText('Community Partners')).toBeInTheDocument();
    expect(within(sponsored).getAllByRole('link')).toHaveLength(1);
  });

  it('logs out: ends the session, forgets the member and returns to /', async () => {
    api.reply('POST /api/auth/logout', { status: 204 });
    await showDashboard();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    expect((await location()).textContent).toBe('/');
    await waitFor(() => expect(getStoredMember()).toBeNull());
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/auth/logout', body: undefined },
    ]);
  });

  it('forgets the member even when the server cannot be reached', async () => {
    api.reply('POST /api/auth/logout', 'network-error');
    await showDashboard();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    expect((await location()).textContent).toBe('/');
    await waitFor(() => expect(getStoredMember()).toBeNull());
  });
  it('returns to / and forgets the member once the account is deleted in Settings', async () => {
    api.reply('DELETE /api/me', { status: 204 });
    await showDashboard();
    const user = userEvent.setup();

    await user.click(
      within(screen.getByRole('region', { name: 'Settings' })).getByRole('button', {
        name: 'Delete my account',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.click(dialog.getByLabelText('Password'));
    await user.paste('correct horse battery');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect((await location()).textContent).toBe('/');
    await waitFor(() => expect(getStoredMember()).toBeNull());
  });

  it("lists in 'Your library' the members-only articles the member's tier opens", async () => {
    api.reply('GET /api/knowledge', {
      status: 200,
      body: [
        anArticle({ title: 'Open Note' }),
        anArticle({ title: 'Members Note', visibility: 'members' }),
        anArticle({ title: 'Paid Note', visibility: 'paid' }),
      ],
    });
    await showDashboard({ membershipTier: 'builder' });

    const library = within(screen.getByRole('region', { name: 'Your library' }));
    expect(await library.findByRole('link', { name: 'Paid Note' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/knowledge\//),
    );
    expect(library.getByRole('link', { name: 'Members Note' })).toBeInTheDocument();
    expect(library.queryByRole('link', { name: 'Open Note' })).not.toBeInTheDocument();
    expect(library.getByText('2 members-only articles')).toBeInTheDocument();
  });
});
