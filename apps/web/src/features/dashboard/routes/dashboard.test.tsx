import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { aMember, location, renderPage, stubApi } from '../../auth/testing/render-page.tsx';
import DashboardPage from './dashboard.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard (until its own issue)', () => {
  it('sends a visitor without a stored member to /login', async () => {
    renderPage('/dashboard', '/dashboard', <DashboardPage />);

    expect((await location()).textContent).toBe('/login');
  });

  it('greets the member by first name and shows their name', async () => {
    storeMember(aMember);
    renderPage('/dashboard', '/dashboard', <DashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getByTestId('member-name')).toHaveTextContent('Ada Obi');
  });

  it('logs out: ends the session, forgets the member and returns to /', async () => {
    storeMember(aMember);
    api.reply('POST /api/auth/logout', { status: 204 });
    renderPage('/dashboard', '/dashboard', <DashboardPage />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    expect((await location()).textContent).toBe('/');
    await waitFor(() => expect(getStoredMember()).toBeNull());
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]);
  });

  it('forgets the member even when the server cannot be reached', async () => {
    storeMember(aMember);
    api.reply('POST /api/auth/logout', 'network-error');
    renderPage('/dashboard', '/dashboard', <DashboardPage />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    expect((await location()).textContent).toBe('/');
    await waitFor(() => expect(getStoredMember()).toBeNull());
  });
});
