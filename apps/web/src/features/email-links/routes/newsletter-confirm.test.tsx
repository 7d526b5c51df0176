import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import NewsletterConfirmPage from './newsletter-confirm.tsx';

const confirmCall = 'POST /api/newsletter/confirm?token=a%2Fb%2Bc';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openLink = () => renderPage(<NewsletterConfirmPage />, { path: '/newsletter/confirm?token=a%2Fb%2Bc' });

describe('the newsletter confirm page', () => {
  it('asks before it confirms: opening the link sends nothing (mail scanners follow links)', async () => {
    openLink();

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
    openLink();

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
    openLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('heading', { name: 'Subscription not confirmed' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button when the server cannot be reached, and a second press confirms', async () => {
    api.reply(confirmCall, 'network-error', { status: 204 });
    openLink();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText('Unable to reach the server. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));

    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
  });
});
