import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { fillField } from '../../../test/fill-field.ts';
import { location, renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { rememberCodeExpiry, rememberedCodeExpiry } from '../lib/code-expiry.ts';
import LoginPage from './login.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  renderPage(<LoginPage />, { path: '/login' });
  await fillField(user, await screen.findByLabelText('Email', { exact: false }), email);
  await fillField(user, screen.getByLabelText('Password', { exact: false }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the login page', () => {
  it("shows the login form's messages and sends nothing while they stand", async () => {
    await signIn('not-an-email', '12345');

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('opens the admin console for an admin', async () => {
    api.reply('POST /api/auth/login', { status: 200, body: { ...aMember, staffRole: 'admin' } });

    await signIn('admin@example.org', 'correct horse');

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect((await location()).textContent).toBe('/admin/dashboard');
  });

  it("stores the member, says 'Welcome back!' and opens the dashboard", async () => {
    api.reply('POST /api/auth/login', { status: 200, body: aMember });

    await signIn('ada@example.org', 'correct horse');

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect((await location()).textContent).toBe('/dashboard');
    expect(getStoredMember()).toMatchObject({ email: 'ada@example.org', firstName: 'Ada' });
    expect(api.requests[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'ada@example.org', password: 'correct horse' },
    });
  });

  it("shows 'Login Failed' with the server's words", async () => {
    api.reply('POST /api/auth/login', { status: 401, body: { error: 'Invalid email or password.' } });

    await signIn('ada@example.org', 'wrong password');

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    expect(getStoredMember()).toBeNull();
  });

  it("falls back to 'Invalid email or password.' when the server gives no words", async () => {
    api.reply('POST /api/auth/login', { status: 500 });

    await signIn('ada@example.org', 'wrong password');

    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    api.reply('POST /api/auth/login', 'network-error');

    await signIn('ada@example.org', 'correct horse');

    expect(await screen.findByText('Unable to connect to the server. Please try again.')).toBeInTheDocument();
  });

  it('sends an unverified member to the verification page with their address', async () => {
    api.reply('POST /api/auth/login', {
      status: 403,
      body: { error: 'Please verify your email address first.' },
    });
    // An expiry remembered from an earlier sign-up belongs to a code the login has just replaced.
    rememberCodeExpiry('ada+x@example.org', new Date(Date.now() + 30_000).toISOString());

    await signIn('ada+x@example.org', 'correct horse');

    expect(await screen.findByText('Please verify your email address first.')).toBeInTheDocument();
    expect((await location()).textContent).toBe('/verify-email?email=ada%2Bx%40example.org');
    expect(rememberedCodeExpiry('ada+x@example.org')).toBeNull();
  });

  it('leads "forgot password" to the sign-in by e-mailed code, and links Join Now to /membership', async () => {
    renderPage(<LoginPage />, { path: '/login' });

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/login/code',
    );
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/membership');
    await waitFor(() => expect(api.requests).toEqual([]));
  });

  it('sends an account past its ceiling of wrong passwords to the sign-in by code, in words', async () => {
    const message =
      'Too many failed sign-ins for this account. Please sign in with a code sent to your email.';
    api.reply('POST /api/auth/login', { status: 429, body: { error: message } });

    await signIn('ada@example.org', 'correct horse');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect((await location()).textContent).toBe('/login/code?email=ada%40example.org');
  });

  it('keeps an inactive member on the login page with the words of the refusal', async () => {
    const message = 'This account is inactive. Please contact support.';
    api.reply('POST /api/auth/login', { status: 403, body: { error: message } });

    await signIn('ada@example.org', 'correct horse');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
