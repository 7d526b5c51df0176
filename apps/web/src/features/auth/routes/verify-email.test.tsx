import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { location, renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { rememberCodeExpiry, rememberedCodeExpiry } from '../lib/code-expiry.ts';
import VerifyEmailPage from './verify-email.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (query = '?email=ada%40example.org') =>
  renderPage(<VerifyEmailPage />, { path: `/verify-email${query}` });
const codeField = () => screen.findByLabelText('Verification code');
const button = (name: string) => screen.getByRole('button', { name });

describe('the verify-email page', () => {
  it('shows the address from the query string and a 5:00 countdown', async () => {
    open();

    expect(await screen.findByTestId('verify-email-address')).toHaveTextContent('ada@example.org');
    expect(screen.getByTestId('verify-countdown')).toHaveTextContent('5:00');
    expect(button('Verify Email')).toBeEnabled();
  });

  it('keeps digits only', async () => {
    const user = userEvent.setup();
    open();

    await user.type(await codeField(), '1a2-3');

    expect(await codeField()).toHaveValue('123');
  });

  it('takes a pasted code and submits it by itself at the sixth digit', async () => {
    api.reply('POST /api/auth/verify-email', { status: 200, body: aMember });
    const user = userEvent.setup();
    open();

    await user.click(await codeField());
    await user.paste('654 321');

    expect(await screen.findByText('Email Verified!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been activated successfully.')).toBeInTheDocument();
    expect(api.requests).toEqual([
      { method: 'POST', path: '/api/auth/verify-email', body: { code: '654321', email: 'ada@example.org' } },
    ]);
    expect((await location()).textContent).toBe('/dashboard');
    expect(getStoredMember()).toMatchObject({ email: 'ada@example.org' });
  });

  it('says the payment is pending, not that the account is activated, for a paid tier not paid yet', async () => {
    api.reply('POST /api/auth/verify-email', {
      status: 200,
      body: { ...aMember, membershipTier: 'builder', billingCycle: 'monthly', paymentStatus: 'unpaid' },
    });
    const user = userEvent.setup();
    open();

    await user.click(await codeField());
    await user.paste('654321');

    expect(await screen.findByText('Email Verified!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account is ready, but the payment for your Builder membership is still pending. Complete it from your dashboard.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your account has been activated successfully.')).toBeNull();
    expect((await location()).textContent).toBe('/dashboard#payment');
  });

  it("shows the code rule's message for a short code", async () => {
    const user = userEvent.setup();
    open();

    await user.type(await codeField(), '123');
    await user.click(button('Verify Email'));

    expect(await screen.findByText('Verification code must be 6 digits')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("shows 'Verification Failed' with the server's words, or the fallback", async () => {
    api.reply(
      'POST /api/auth/verify-email',
      { status: 429, body: { error: 'Too many attempts. Please request a new code.' } },
      { status: 400 },
    );
    const user = userEvent.setup();
    open();

    await user.type(await codeField(), '111111');
    expect(await screen.findByText('Too many attempts. Please request a new code.')).toBeInTheDocument();
    expect(screen.getByText('Verification Failed')).toBeInTheDocument();

    await user.type(await codeField(), '222222');
    expect(await screen.findByText('Invalid or expired verification code.')).toBeInTheDocument();
    expect(getStoredMember()).toBeNull();
  });

  it('says when the code cannot be checked for want of a connection', async () => {
    api.reply('POST /api/auth/verify-email', 'network-error');
    const user = userEvent.setup();
    open();

    await user.type(await codeField(), '111111');

    expect(await screen.findByText('Unable to verify code. Please try again.')).toBeInTheDocument();
  });

  it("counts down in m:ss and at zero says 'Code Expired' with the button disabled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    open();
    await act(async () => vi.advanceTimersByTimeAsync(0));

    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByTestId('verify-countdown')).toHaveTextContent('3:59');

    await act(async () => vi.advanceTimersByTimeAsync(240_000));
    expect(screen.getByTestId('verify-countdown')).toHaveTextContent('0:00');
    expect(button('Code Expired')).toBeDisabled();
  });

  it("resends: 'Code Sent', the countdown starts again at 5:00", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    open();
    await act(async () => vi.advanceTimersByTimeAsync(301_000));
    expect(button('Code Expired')).toBeDisabled();

    // The server's answer says when the new code expires: 5 minutes after it was issued.
    const codeExpiresAt = new Date(Date.now() + 300_000).toISOString();
    api.reply('POST /api/auth/resend-verification', { status: 200, body: { ok: true, codeExpiresAt } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await act(async () => vi.advanceTimersByTimeAsync(10));

    expect(screen.getByText('Code Sent')).toBeInTheDocument();
    expect(screen.getByText('A new verification code has been sent to your email.')).toBeInTheDocument();
    expect(screen.getByTestId('verify-countdown')).toHaveTextContent('5:00');
    expect(button('Verify Email')).toBeEnabled();
    expect(api.requests).toEqual([
      { method: 'POST', path: '/api/auth/resend-verification', body: { email: 'ada@example.org' } },
    ]);
  });

  it("counts down to the code's real expiry after a reload, not from 5:00 again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    // The sign-up answer said the code expires in 5 minutes; 2 minutes later the page reloads.
    rememberCodeExpiry('Ada@example.org', new Date(Date.now() + 300_000).toISOString());
    vi.advanceTimersByTime(120_000);
    open();
    await act(async () => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByTestId('verify-countdown')).toHaveTextContent('3:00');
  });

  it('says Code Expired at once when the remembered code has already expired', async () => {
    rememberCodeExpiry('ada@example.org', new Date(Date.now() - 1000).toISOString());
    open();

    expect(await screen.findByTestId('verify-countdown')).toHaveTextContent('0:00');
    expect(button('Code Expired')).toBeDisabled();
  });

  it("ignores another address's remembered expiry", async () => {
    rememberCodeExpiry('grace@example.org', new Date(Date.now() + 60_000).toISOString());
    open();

    expect(await screen.findByTestId('verify-countdown')).toHaveTextContent('5:00');
  });

  it('keeps the resent code expiry for a reload', async () => {
    const codeExpiresAt = new Date(Date.now() + 300_000).toISOString();
    api.reply('POST /api/auth/resend-verification', { status: 200, body: { ok: true, codeExpiresAt } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Code' }));
    await screen.findByText('Code Sent');

    expect(rememberedCodeExpiry('ada@example.org')).toBe(Date.parse(codeExpiresAt));
  });

  it('says what went wrong with a resend', async () => {
    api.reply(
      'POST /api/auth/resend-verification',
      { status: 429, body: { error: 'Too many requests.' } },
      'network-error',
    );
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Failed to resend verification code.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Unable to resend code. Please try again.')).toBeInTheDocument();
  });

  it('asks for an address when the query string has none', async () => {
    const user = userEvent.setup();
    open('');

    await user.click(await screen.findByRole('button', { name: 'Resend Code' }));

    expect(await screen.findByText('No email address provided.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
