import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { location, renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import SignInWithCodePage from './sign-in-with-code.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function askForCode() {
  const user = userEvent.setup();
  renderPage(<SignInWithCodePage />, { path: '/login/code?email=ada%40example.org' });
  expect(await screen.findByLabelText('Email', { exact: false })).toHaveValue('ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  return user;
}

describe('the sign-in by code page', () => {
  it('mails a code, then signs in at its sixth digit, stores the member and opens the dashboard', async () => {
    api.reply('POST /api/auth/sign-in-code', { status: 202, body: { ok: true } });
    api.reply('POST /api/auth/sign-in-code/verify', { status: 200, body: aMember });

    const user = await askForCode();
    expect(await screen.findByText('Code Sent')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sign-in code'), '12345');
    expect(api.requests).toHaveLength(1);
    // No click: the sixth digit submits, as on the verify page.
    await user.type(screen.getByLabelText('Sign-in code'), '6');

    expect((await location()).textContent).toBe('/dashboard');
    expect(getStoredMember()).toMatchObject({ email: 'ada@example.org' });
    expect(api.requests).toEqual([
      { method: 'POST', path: '/api/auth/sign-in-code', body: { email: 'ada@example.org' } },
      {
        method: 'POST',
        path: '/api/auth/sign-in-code/verify',
        body: { email: 'ada@example.org', code: '123456' },
      },
    ]);
  });

  it('opens the console for a staff member, as an invited one accepts their invitation', async () => {
    api.reply('POST /api/auth/sign-in-code', { status: 202, body: { ok: true } });
    api.reply('POST /api/auth/sign-in-code/verify', {
      status: 200,
      body: { ...aMember, staffRole: 'author' },
    });

    const user = await askForCode();
    // The sixth digit submits the code.
    await user.type(await screen.findByLabelText('Sign-in code'), '123456');

    expect((await location()).textContent).toBe('/admin/dashboard');
  });

  it("shows the server's words when the code is refused", async () => {
    api.reply('POST /api/auth/sign-in-code', { status: 202, body: { ok: true } });
    api.reply('POST /api/auth/sign-in-code/verify', {
      status: 429,
      body: { error: 'Too many attempts. Please request a new code.' },
    });

    const user = await askForCode();
    await user.type(await screen.findByLabelText('Sign-in code'), '000000');

    expect(await screen.findByText('Too many attempts. Please request a new code.')).toBeInTheDocument();
    expect(getStoredMember()).toBeNull();
    // The refused code is cleared for the next try, and was sent once.
    expect(screen.getByLabelText('Sign-in code')).toHaveValue('');
    expect(api.requests.filter((request) => request.path === '/api/auth/sign-in-code/verify')).toHaveLength(
      1,
    );
  });
});
