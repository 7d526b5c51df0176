import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../lib/toast.tsx';
import { fillField } from '../../../test/fill-field.ts';
import { theme } from '../../../theme/theme.ts';
import { goToPaymentPage } from '../lib/go-to-payment-page.ts';
import { rememberedCodeExpiry } from '../../auth/index.ts';
import CheckoutPage from './checkout.tsx';

vi.mock('../lib/go-to-payment-page.ts', () => ({ goToPaymentPage: vi.fn() }));

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let requests: { path: string; body: unknown }[];
/** GET /api/site: whether the simulator takes payments (answered apart, not recorded). */
let site: Reply | undefined;

beforeEach(() => {
  replies = {};
  requests = [];
  site = { status: 200, body: { paymentsSimulated: false } };
  sessionStorage.clear();
  vi.mocked(goToPaymentPage).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path === '/api/site') {
        if (!site) return new Promise<Response>(() => {});
        return new Response(JSON.stringify(site.body), { status: site.status });
      }
      requests.push({ path, body: init.body ? JSON.parse(init.body as string) : undefined });
      const reply = replies[path]?.shift();
      if (!reply) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderCheckout(query: string) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/checkout${query}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function fillForm(values: Partial<Record<'First name' | 'Last name' | 'Email', string>> = {}) {
  const user = userEvent.setup();
  const filled = {
    'First name': 'Ada',
    'Last name': 'Okafor',
    Email: 'ada@example.com',
    ...values,
  };
  for (const [label, value] of Object.entries(filled)) {
    const field = screen.getByLabelText(label, { exact: false, selector: 'input' });
    await user.clear(field);
    if (value) await fillField(user, field, value);
  }
  return user;
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order Summary' }));

describe('the checkout page', () => {
  it("shows 'Invalid Membership Tier' with a way back to the membership page for a bad or missing tier", async () => {
    for (const query of ['?tier=platinum', '']) {
      renderCheckout(query);
      expect(await screen.findByRole('heading', { name: 'Invalid Membership Tier' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Membership' })).toHaveAttribute('href', '/membership');
      cleanup();
    }
  });

  it('sends enterprise to the partnership page', async () => {
    renderCheckout('?tier=enterprise');
    expect(await screen.findByTestId('location')).toHaveTextContent('/partnership');
  });

  it('summarises a paid tier with its billing cycle, the yearly discount and the secure checkout note', async () => {
    renderCheckout('?tier=builder&plan=yearly');
    const order = summary();
    expect(order.getByText('Builder')).toBeInTheDocument();
    expect(order.getByRole('radio', { name: /Yearly: \$79\.50\/year/ })).toBeChecked();
    expect(order.getByText('17% off')).toBeInTheDocument();
    expect(order.getByTestId('order-total')).toHaveTextContent('$79.50/year');
    expect(await order.findByText('Secure checkout powered by Stripe')).toBeInTheDocument();

    await userEvent.setup().click(order.getByRole('radio', { name: /Monthly: \$7\.95\/month/ }));
    expect(order.getByTestId('order-total')).toHaveTextContent('$7.95/month');
  });

  it('says the simulator takes test payments when GET /api/site says so, never Stripe', async () => {
    site = { status: 200, body: { paymentsSimulated: true } };
    renderCheckout('?tier=builder');
    expect(await summary().findByText('Test payments (simulator)')).toBeInTheDocument();
    expect(summary().queryByText(/Stripe/)).not.toBeInTheDocument();
  });

  it('names no payment provider before the server has said which one takes payments', () => {
    site = undefined;
    renderCheckout('?tier=builder');
    expect(summary().getByTestId('payment-note')).toHaveTextContent(/^Secure checkout$/);
  });

  it('shows no billing cycle for explorer, and no discount badge where yearly saves nothing', async () => {
    renderCheckout('?tier=explorer');
    expect(summary().queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(summary().getByTestId('order-total')).toHaveTextContent('Free');
    cleanup();

    renderCheckout('?tier=guardian&plan=yearly');
    expect(summary().getByText('Best Value')).toBeInTheDocument();
    expect(summary().queryByText(/% off/)).not.toBeInTheDocument();
  });

  it('prefills the e-mail and name from the query', () => {
    renderCheckout('?tier=leader&email=ada%40example.com&name=Ada%20Okafor');
    expect(screen.getByLabelText('Email', { exact: false, selector: 'input' })).toHaveValue(
      'ada@example.com',
    );
    expect(screen.getByLabelText('First name', { exact: false, selector: 'input' })).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name', { exact: false, selector: 'input' })).toHaveValue('Okafor');
  });

  it('validates with the sign-up schema’s words before sending anything', async () => {
    renderCheckout('?tier=builder');
    const user = await fillForm({ 'First name': 'A' });
    // Spec section 5's fields only: the password is chosen after verification.
    expect(screen.queryByLabelText('Password', { exact: false })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates a free account and goes on to verify the e-mail', async () => {
    const codeExpiresAt = '2026-03-01T10:05:00.000Z';
    replies['/api/users'] = [{ status: 201, body: { id: 'm1', email: 'ada@example.com', codeExpiresAt } }];
    renderCheckout('?tier=explorer');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/verify-email?email=ada%40example.com');
    expect(JSON.stringify(requests)).not.toContain('password');
    // /verify-email counts down to the code's real expiry, even after a reload.
    expect(rememberedCodeExpiry('ada@example.com')).toBe(Date.parse(codeExpiresAt));
    expect(requests).toEqual([
      {
        path: '/api/users',
        body: expect.objectContaining({
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Okafor',
          membershipTier: 'explorer',
          billingCycle: null,
          membershipStatus: 'pending',
          paymentStatus: 'paid',
        }),
      },
    ]);
  });

  it("sends the newsletter choice: unticked unless the member ticks 'Send me the newsletter'", async () => {
    replies['/api/users'] = [{ status: 201, body: { id: 'm1', email: 'ada@example.com' } }];
    renderCheckout('?tier=explorer');
    const user = await fillForm();
    const checkbox = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await screen.findByTestId('location');

    expect(requests[0]?.body).toMatchObject({ newsletter: false });
  });

  it('sends newsletter true when the box is ticked', async () => {
    replies['/api/users'] = [{ status: 201, body: { id: 'm1', email: 'ada@example.com' } }];
    renderCheckout('?tier=explorer');
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await screen.findByTestId('location');

    expect(requests[0]?.body).toMatchObject({ newsletter: true });
  });

  it('creates the account, starts the checkout, says so, and goes to the payment page after 2 seconds', async () => {
    replies['/api/users'] = [{ status: 201, body: { id: 'm1', email: 'ada@example.com' } }];
    replies['/api/checkout'] = [
      { status: 200, body: { url: 'https://checkout.stripe.com/c/pay/cs_1', sessionId: 'cs_1' } },
    ];
    renderCheckout('?tier=builder&plan=yearly');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Account Created & Checkout Initiated')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/api/users', '/api/checkout']);
    expect(requests[0]?.body).toMatchObject({
      membershipTier: 'builder',
      billingCycle: 'yearly',
      paymentStatus: 'unpaid',
    });
    expect(requests[1]?.body).toEqual({
      tier: 'builder',
      email: 'ada@example.com',
      name: 'Ada Okafor',
      planType: 'yearly',
    });
    expect(goToPaymentPage).not.toHaveBeenCalled();
    await waitFor(
      () => expect(goToPaymentPage).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
      {
        timeout: 3000,
      },
    );
    expect(sessionStorage.getItem('commons.checkout-email')).toBe('ada@example.com');
    expect(sessionStorage.getItem('commons.checkout-name')).toBe('Ada Okafor');
  });

  it("says 'An account with this email already exists' when the address is taken and cannot pay again", async () => {
    replies['/api/users'] = [{ status: 409, body: { error: 'An account with this email already exists' } }];
    replies['/api/checkout'] = [{ status: 409, body: { error: 'This membership is already paid.' } }];
    renderCheckout('?tier=builder');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('restarts the payment of a member who came back from the payment page unpaid', async () => {
    replies['/api/users'] = [{ status: 409, body: { error: 'An account with this email already exists' } }];
    replies['/api/checkout'] = [
      { status: 200, body: { url: '/api/payments/simulator/sim_cs_2', sessionId: 'sim_cs_2' } },
    ];
    renderCheckout('?tier=builder');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Checkout Initiated')).toBeInTheDocument();
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/simulator/sim_cs_2'), {
      timeout: 3000,
    });
  });

  it('after Cancel on the payment page, says the account exists and a code was sent, and offers to pay or go on', async () => {
    sessionStorage.setItem('commons.checkout-email', 'ada@example.com');
    sessionStorage.setItem('commons.checkout-name', 'Ada Okafor');
    replies['/api/checkout'] = [
      { status: 200, body: { url: '/api/payments/simulator/sim_cs_3', sessionId: 'sim_cs_3' } },
    ];
    renderCheckout('?tier=builder&plan=yearly&payment=cancelled');

    const card = await screen.findByTestId('payment-cancelled');
    expect(card).toHaveTextContent('Your account is created: the payment was cancelled');
    expect(card).toHaveTextContent(
      'We sent a 6-digit code to verify your e-mail address to ada@example.com.',
    );
    // No empty sign-up form to fill in again.
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Continue free' })).toBeEnabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Pay for Builder' }));

    expect(await screen.findByText('Checkout Initiated')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        path: '/api/checkout',
        body: { tier: 'builder', email: 'ada@example.com', name: 'Ada Okafor', planType: 'yearly' },
      },
    ]);
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/simulator/sim_cs_3'), {
      timeout: 3000,
    });
  });

  it('after Cancel on the payment page, continues free: the Explorer tier, then the e-mail’s code', async () => {
    sessionStorage.setItem('commons.checkout-email', 'ada@example.com');
    sessionStorage.setItem('commons.checkout-name', 'Ada Okafor');
    replies['/api/checkout/free'] = [
      { status: 200, body: { email: 'ada@example.com', membershipTier: 'explorer' } },
    ];
    renderCheckout('?tier=builder&plan=yearly&payment=cancelled');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue free' }));

    expect(await screen.findByText('Explorer Membership Chosen')).toBeInTheDocument();
    expect(requests).toEqual([{ path: '/api/checkout/free', body: { email: 'ada@example.com' } }]);
    expect((await screen.findByTestId('location')).textContent).toBe('/verify-email?email=ada%40example.com');
  });

  it('after Cancel in a tab that does not know who signed up, says so above the form', async () => {
    renderCheckout('?tier=builder&plan=yearly&payment=cancelled');

    expect(await screen.findByTestId('payment-cancelled')).toHaveTextContent(
      'Your account exists and we sent a 6-digit code',
    );
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
  });

  it("says 'Failed to create account' for another refusal and 'Checkout failed' when the checkout fails", async () => {
    replies['/api/users'] = [
      { status: 400, body: { error: 'First name must be at least 2 characters' } },
      { status: 201, body: { id: 'm1', email: 'ada@example.com' } },
    ];
    replies['/api/checkout'] = [{ status: 502, body: { error: 'The payment provider is unavailable' } }];
    renderCheckout('?tier=leader');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByText('Registration Failed')).toBeInTheDocument();
  });

  it("falls back to 'Unable to create account. Please try again.' when the server cannot be reached", async () => {
    renderCheckout('?tier=builder');
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Unable to create account. Please try again.')).toBeInTheDocument();
  });
});
