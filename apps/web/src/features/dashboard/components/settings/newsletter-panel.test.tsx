import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember } from '../../../../lib/stored-member.ts';
import { aMember } from '../../../../test/a-member.ts';
import { renderPage } from '../../../../test/render-page.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { NewsletterPanel } from './newsletter-panel.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  storeMember({ ...aMember, newsletter: true });
  api = stubApi({ 'PATCH /api/me': { status: 200, body: { ...aMember, newsletter: false } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the newsletter switch in Settings', () => {
  it('turns the newsletter off with PATCH /api/me, says so, and keeps the member up to date', async () => {
    renderPage(<NewsletterPanel subscribed />, { path: '/dashboard' });

    const toggle = await screen.findByRole('switch', { name: 'Send me the newsletter' }, { timeout: 10_000 });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);

    expect(await screen.findByText('Newsletter Off')).toBeInTheDocument();
    expect(api.requests).toContainEqual({ method: 'PATCH', path: '/api/me', body: { newsletter: false } });
    await waitFor(() => expect(getStoredMember()?.newsletter).toBe(false));
  });
});
