/**
 * The Change plan dialog on the dashboard, with the API stubbed: what it offers, and the words of
 * an upgrade (at once), a downgrade (at the period's end) and a refusal.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeMember, type StoredMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { builderMonthly } from '../../../test/a-subscription.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import DashboardPage from '../routes/dashboard.tsx';

const leaderYearly = { ...builderMonthly, tier: 'leader', planType: 'yearly', amountCents: 9550 };

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dashboard of a paid member holding `subscription`, with the Change plan dialog open. */
async function openDialog(subscription: typeof builderMonthly, member: Partial<StoredMember> = {}) {
  const paidMember = {
    ...aMember,
    membershipTier: subscription.tier,
    billingCycle: subscription.planType,
    paymentStatus: 'paid',
    ...member,
  } as StoredMember;
  api = stubApi({
    'GET /api/billing': { status: 200, body: { subscription, payments: [] } },
    'GET /api/auth/me': { status: 200, body: paidMember },
  });
  storeMember(paidMember);
  renderPage(<DashboardPage />, { path: '/dashboard' });
  const membership = () => within(document.getElementById('membership')!);
  const user = userEvent.setup();
  await user.click(await membership().findByRole('button', { name: 'Change plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
  return { dialog: within(dialog), dialogElement: dialog, membership, user };
}

const offered = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('radiogroup', { name: 'Membership' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('the Change plan dialog', () => {
  it('never offers the member’s own plan, and sends Enterprise to /partnership', async () => {
    const { dialog, user } = await openDialog(builderMonthly);

    expect(offered(dialog)).toEqual([
      'Leader · $9.55 / month',
      'Catalyst · $23.99 / month',
      'Guardian · $12.99 / month',
    ]);
    // Builder yearly is another plan: offered once the cycle is yearly.
    await user.click(dialog.getByRole('radio', { name: 'Yearly' }));
    expect(offered(dialog)).toHaveLength(4);
    expect(offered(dialog)).toContain('Builder · $79.50 / year');
    expect(dialog.getByRole('link', { name: 'Enterprise Partner' })).toHaveAttribute('href', '/partnership');
    // Nothing chosen yet: nothing to change to.
    expect(dialog.getByRole('button', { name: 'Change plan' })).toBeDisabled();
  });

  it('upgrades at once: the plan changes, the toast says so and the dialog closes', async () => {
    const { dialog, dialogElement, user } = await openDialog(builderMonthly);
    api.reply('POST /api/billing/plan', { status: 200, body: { subscription: leaderYearly, payments: [] } });

    await user.click(dialog.getByRole('radio', { name: 'Yearly' }));
    await user.click(dialog.getByRole('radio', { name: /^Leader/ }));
    await user.click(dialog.getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('Plan changed')).toBeInTheDocument();
    expect(screen.getByText('You are now a Leader member.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/api/billing/plan')?.body).toEqual({
      tier: 'leader',
      planType: 'yearly',
    });
    await waitFor(() => expect(dialogElement).not.toBeInTheDocument());
  });

  it('downgrades at the period’s end: the toast and the membership panel give the date', async () => {
    const { dialog, membership, user } = await openDialog(leaderYearly);
    api.reply('POST /api/billing/plan', {
      status: 200,
      body: {
        subscription: {
          ...leaderYearly,
          pendingChange: {
            tier: 'builder',
            billingCycle: 'monthly',
            effectiveAt: '2027-01-01T12:00:00.000Z',
          },
        },
        payments: [],
      },
    });

    await user.click(dialog.getByRole('radio', { name: 'Monthly' }));
    await user.click(dialog.getByRole('radio', { name: /^Builder/ }));
    await user.click(dialog.getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('Plan change scheduled')).toBeInTheDocument();
    expect(screen.getByText('Your Builder membership starts on January 1, 2027.')).toBeInTheDocument();
    expect(await membership().findByTestId('pending-plan-change')).toHaveTextContent(
      'Changes to Builder on January 1, 2027',
    );
  });

  it('shows the server’s refusal in words and stays open', async () => {
    const { dialog, dialogElement, user } = await openDialog(builderMonthly);
    api.reply('POST /api/billing/plan', {
      status: 409,
      body: { error: 'Your subscription is set to cancel: resume it before changing your plan.' },
    });

    await user.click(dialog.getByRole('radio', { name: /^Leader/ }));
    await user.click(dialog.getByRole('button', { name: 'Change plan' }));

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(
      screen.getByText('Your subscription is set to cancel: resume it before changing your plan.'),
    ).toBeInTheDocument();
    expect(dialogElement).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Change plan' })).toBeEnabled();
  });

  it('says in words when the server cannot be reached', async () => {
    const { dialog, user } = await openDialog(builderMonthly);
    api.reply('POST /api/billing/plan', 'network-error');

    await user.click(dialog.getByRole('radio', { name: /^Leader/ }));
    await user.click(dialog.getByRole('button', { name: 'Change plan' }));

    expect(
      await screen.findByText('The request could not be completed. Please try again.'),
    ).toBeInTheDocument();
  });
});
