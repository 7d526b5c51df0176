import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import EmailChangeUndoPage from './email-change-undo.tsx';

const undoCall = 'POST /api/email-change/undo?token=undo-1';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openLink = () => renderPage(<EmailChangeUndoPage />, { path: '/email-change/undo?token=undo-1' });

describe('the page that undoes an e-mail change', () => {
  it('asks first; the button restores the old address and forgets the ended session in this browser', async () => {
    storeMember(aMember);
    api.reply(undoCall, { status: 200, body: { email: 'old@example.org' } });
    openLink();

    expect(await screen.findByRole('heading', { name: 'Undo the e-mail change?' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo the change' }));

    expect(await screen.findByRole('heading', { name: 'Change undone' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account uses old@example.org again and every session has ended. Sign in; if you did not make the change, choose a new password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(getStoredMember()).toBeNull();
  });

  it("says in the server's words why a used link is refused", async () => {
    api.reply(undoCall, {
      status: 400,
      body: { error: 'This link is not valid. It may have been used already.' },
    });
    openLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));

    expect(await screen.findByRole('heading', { name: 'Change not undone' })).toBeInTheDocument();
    expect(screen.getByText('This link is not valid. It may have been used already.')).toBeInTheDocument();
  });
});
