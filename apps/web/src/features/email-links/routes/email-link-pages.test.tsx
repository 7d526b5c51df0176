import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import EmailChangeUndoPage from './email-change-undo.tsx';
import NewsletterConfirmPage from './newsletter-confirm.tsx';
import NewsletterUnsubscribePage from './newsletter-unsubscribe.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmCall = 'POST /api/newsletter/confirm?token=a%2Fb%2Bc';
const openConfirmLink = () =>
  renderPage(<NewsletterConfirmPage />, { path: '/newsletter/confirm?token=a%2Fb%2Bc' });

const undoCall = 'POST /api/email-change/undo?token=undo-1';
const openUndoLink = () => renderPage(<EmailChangeUndoPage />, { path: '/email-change/undo?token=undo-1' });

describe('the newsletter confirm page', () => {
  it('asks before it confirms: opening the link sends nothing (mail scanners follow links)', async () => {
    openConfirmLink();

    expect(await screen.findByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByText('Receive the newsletter at this address?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Knowledge Hub' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
    expect(api.requests).toEqual([]);
  });

  it("confirms with the link's token on the button and thanks the reader", async () => {
    api.reply(confirmCall, { status: 204 });
    openConfirmLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you. We will send you a short note when we publish new research, event notes and case studies.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([confirmCall]);
  });

  it("says in the server's words why a link is refused, with no button left to press", async () => {
    api.reply(confirmCall, { status: 400, body: { error: 'This confirmation link is not valid.' } });
    openConfirmLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('heading', { name: 'Subscription not confirmed' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button when the server cannot be reached, and a second press confirms', async () => {
    api.reply(confirmCall, 'network-error', { status: 204 });
    openConfirmLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('Unable to reach the server. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
  });
});

describe('the newsletter unsubscribe page', () => {
  it("asks first, then unsubscribes with the link's token on the button", async () => {
    api.reply('POST /api/newsletter/unsubscribe?token=leave-xyz', {
      status: 200,
      body: { unsubscribed: true },
    });
    renderPage(<NewsletterUnsubscribePage />, { path: '/newsletter/unsubscribe?token=leave-xyz' });

    expect(await screen.findByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText('Stop receiving the newsletter at this address?')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('This address will not receive the newsletter any more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Knowledge Hub' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
    expect(api.requests).toHaveLength(1);
  });
});

describe('the page that undoes an e-mail change', () => {
  it('asks first; the button restores the old address and forgets the ended session in this browser', async () => {
    storeMember(aMember);
    api.reply(undoCall, { status: 200, body: { email: 'old@example.org' } });
    openUndoLink();

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
    openUndoLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));

    expect(await screen.findByRole('heading', { name: 'Change not undone' })).toBeInTheDocument();
    expect(screen.getByText('This link is not valid. It may have been used already.')).toBeInTheDocument();
  });
});
