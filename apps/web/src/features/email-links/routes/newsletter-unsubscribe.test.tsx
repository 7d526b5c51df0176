import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import NewsletterUnsubscribePage from './newsletter-unsubscribe.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
