import { ThemeProvider } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme.ts';
import PaymentSuccessPage from './payment-success.tsx';

function renderAt(query: string) {
  const router = createMemoryRouter([{ path: '/payment-success', element: <PaymentSuccessPage /> }], {
    initialEntries: [`/payment-success${query}`],
  });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

afterEach(cleanup);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the payment success page', () => {
  it('says the payment was processed for a paid tier, with next steps and the way on', () => {
    sessionStorage.setItem('commons.checkout-email', 'ada@example.com');
    renderAt('?tier=leader');

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your payment has been processed\. Thank you for joining as a Leader member\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/verify-email?email=ada%40example.com',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore Knowledge Hub' })).toHaveAttribute('href', '/knowledge');
  });

  it('says the e-mail is already verified for a signed-in member who paid later', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 'm1',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Obi',
        emailVerified: true,
      }),
    );
    renderAt('?tier=builder');

    expect(screen.getByText('Your email address ada@example.com is already verified.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('tells a member who upgraded from the dashboard that the upgrade is done, with no verification code', () => {
    // Even with another sign-up's address remembered in this tab.
    sessionStorage.setItem('commons.checkout-email', 'someone-else@example.com');
    renderAt('?tier=leader&for=upgrade');

    expect(screen.getByRole('heading', { name: 'Upgrade Successful!' })).toBeInTheDocument();
    expect(screen.getByText(/Your membership is now Leader/)).toBeInTheDocument();
    expect(screen.queryByText(/verification code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard#payment',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('tells a member who completed the payment of their tier that it is paid', () => {
    renderAt('?tier=builder&for=member');

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(/Your Builder membership is now paid/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('says a free membership was activated for explorer', () => {
    renderAt('?tier=explorer');
    expect(screen.getByRole('heading', { name: 'Welcome to the Collective!' })).toBeInTheDocument();
    expect(screen.getByText('Your free Explorer membership has been activated.')).toBeInTheDocument();
  });

  it('reads builder when no tier is given, and links to verification without an address it does not know', () => {
    renderAt('');
    expect(screen.getByText(/as a Builder member/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute('href', '/verify-email');
  });
});
