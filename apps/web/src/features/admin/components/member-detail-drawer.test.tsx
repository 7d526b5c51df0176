import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { aMemberDetail } from '../testing/admin-user-builder.ts';
import { AuditLog } from './audit-log.tsx';
import { MemberDetailDrawer } from './member-detail-drawer.tsx';

const subscription = {
  providerSubscriptionId: 'sub_now',
  tier: 'builder',
  planType: 'yearly',
  status: 'active',
  amountCents: 7950,
  currentPeriodEnd: '2027-01-01T12:00:00.000Z',
  cancelAtPeriodEnd: true,
  pendingChange: null,
  actionRequiredUrl: null,
} as const;

const member = aMemberDetail({
  id: 'u-3',
  firstName: 'Zara',
  lastName: 'Ali',
  subscription,
  subscriptions: [
    subscription,
    { ...subscription, providerSubscriptionId: 'sub_old', status: 'ended', cancelAtPeriodEnd: false },
  ],
  payments: [
    {
      providerPaymentId: 'in_1',
      receiptNumber: 1,
      cardLast4: '4242',
      tier: 'builder',
      planType: 'yearly',
      amountCents: 7950,
      periodStart: '2026-01-01T12:00:00.000Z',
      periodEnd: '2027-01-01T12:00:00.000Z',
      invoiceUrl: 'https://invoice.example/in_1',
      paidAt: '2026-01-01T12:00:00.000Z',
      status: 'paid',
      refundedAt: null,
    },
    {
      providerPaymentId: 'in_2',
      receiptNumber: 2,
      cardLast4: null,
      tier: 'leader',
      planType: 'yearly',
      amountCents: 9550,
      periodStart: '2026-01-01T12:00:00.000Z',
      periodEnd: '2027-01-01T12:00:00.000Z',
      invoiceUrl: null,
      paidAt: '2026-01-01T12:00:00.000Z',
      status: 'refunded',
      refundedAt: '2026-01-02T12:00:00.000Z',
    },
  ],
  stripeCustomerId: 'cus_Zara',
  sessions: [
    {
      id: 's-1',
      createdAt: '2026-03-01T10:00:00.000Z',
      lastSeenAt: '2026-03-02T10:00:00.000Z',
      expiresAt: '2026-03-31T10:00:00.000Z',
      signedInWith: 'code',
    },
  ],
});

describe('the member detail drawer', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/admin/users/u-3': { status: 200, body: member },
      'POST /api/admin/users/u-3/sign-out': { status: 200, body: { endedSessions: 1 } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the subscription, every subscription row, payments with their invoice, and the Stripe customer', async () => {
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    const current = await screen.findByRole('region', { name: 'Subscription' });
    expect(current.textContent).toContain('Builder');
    expect(current.textContent).toContain('Yearly');
    expect(current.textContent).toContain('$79.50');
    expect(current.textContent).toContain('Jan 1, 2027');
    expect(within(current).getByText('Cancels at period end').nextSibling?.textContent).toBe('Yes');
    const rows = within(within(current).getByRole('list', { name: 'All subscriptions' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('sub_now · Active'),
      expect.stringContaining('sub_old · Ended'),
    ]);
    expect(
      within(current).getByRole('link', { name: 'Open the customer in Stripe' }).getAttribute('href'),
    ).toBe('https://dashboard.stripe.com/customers/cus_Zara');

    const payments = screen.getByRole('region', { name: 'Payments' });
    const [paid, refunded] = within(payments).getAllByRole('listitem');
    expect(paid!.textContent).toContain('$79.50');
    expect(paid!.textContent).toContain('Paid');
    // A second subscription paid by mistake was refunded: its payment says so.
    expect(refunded!.textContent).toContain('$95.50');
    expect(refunded!.textContent).toContain('Refunded');
    expect(payments.textContent).toContain('Jan 1, 2026');
    expect(within(payments).getByRole('link', { name: 'Invoice' }).getAttribute('href')).toBe(
      'https://invoice.example/in_1',
    );
  });

  it('links no Stripe customer when the member has none (the simulator), and says what is missing', async () => {
    api.reply('GET /api/admin/users/u-3', { status: 200, body: aMemberDetail({ id: 'u-3' }) });
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    expect(await screen.findByText('No running subscription.')).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.getByText('Not signed in anywhere.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the customer in Stripe' })).toBeNull();
  });

  it('lists the sessions and signs the member out everywhere from there', async () => {
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('list', { name: 'Sessions' }).textContent).toContain('with a code');
    fireEvent.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Signed out of 1 session')).toBeInTheDocument();
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/api/admin/users/u-3/sign-out',
      body: undefined,
    });
  });
});

describe('the member detail drawer’s grant', () => {
  let api: FakeApi;
  const patches = () => api.requests.filter((request) => request.method === 'PATCH');
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/admin/users/u-3': { status: 200, body: member },
      'PATCH /api/admin/users/u-3': { status: 200, body: member },
      'DELETE /api/admin/users/u-3/grant': { status: 200, body: member },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks a paying member’s admin about the subscription, at the period’s end by default, and sends cancel now when chosen', async () => {
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Grant' }));

    const dialog = await screen.findByRole('dialog', { name: 'This member pays for a subscription' });
    expect(patches()).toEqual([]);
    expect(
      within(dialog).getByRole('radio', { name: 'Cancel at the end of the period paid for' }),
    ).toBeChecked();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cancel now, with a prorated refund' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant and cancel' }));

    expect(await screen.findByText('Tier granted')).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/users/u-3',
        body: { membershipTier: 'f100', subscription: 'cancel_now' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'This member pays for a subscription' })).toBeNull(),
    );
  });

  it('sends the period’s end when the admin keeps the default', async () => {
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Grant' }));
    const dialog = await screen.findByRole('dialog', { name: 'This member pays for a subscription' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant and cancel' }));

    await waitFor(() =>
      expect(patches()).toEqual([
        expect.objectContaining({ body: { membershipTier: 'f100', subscription: 'cancel_at_period_end' } }),
      ]),
    );
  });

  it('grants a member with no live subscription at once, with no question', async () => {
    api.reply('GET /api/admin/users/u-3', {
      status: 200,
      body: aMemberDetail({ id: 'u-3', subscription: null }),
    });
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    fireEvent.change(await screen.findByLabelText('Grant tier without payment'), {
      target: { value: 'leader' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));

    expect(await screen.findByText('Tier granted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'This member pays for a subscription' })).toBeNull();
    expect(patches()).toEqual([
      { method: 'PATCH', path: '/api/admin/users/u-3', body: { membershipTier: 'leader' } },
    ]);
  });

  it('removes a complimentary member’s grant with DELETE', async () => {
    api.reply('GET /api/admin/users/u-3', {
      status: 200,
      body: aMemberDetail({ id: 'u-3', membershipTier: 'f100', billingCycle: null, complimentary: true }),
    });
    renderPage(<MemberDetailDrawer memberId="u-3" onClose={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove grant (back to Explorer)' }));

    expect(await screen.findByText('Grant removed')).toBeInTheDocument();
    expect(api.requests).toContainEqual({
      method: 'DELETE',
      path: '/api/admin/users/u-3/grant',
      body: undefined,
    });
  });
});

describe('the audit log', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the detail of the member an entry is about', async () => {
    stubBrowserLayoutApis();
    const api = stubApi({ 'GET /api/admin/users/u-3': { status: 200, body: member } });
    api.reply('GET /api/admin/audit?limit=25', {
      status: 200,
      body: [
        {
          id: 'a-1',
          at: '2026-03-01T10:00:00.000Z',
          actor: { kind: 'admin', id: 'admin-1', email: 'admin@example.org' },
          action: 'member.tier-granted',
          subject: { kind: 'member', id: 'u-3' },
          summary: 'Granted f100',
        },
      ],
    });
    renderPage(<AuditLog adminUserId="admin-1" />);

    fireEvent.click(await screen.findByRole('button', { name: 'member' }));

    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText('Zara Ali')).toBeInTheDocument());
  });
});
