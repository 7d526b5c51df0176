import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { AuthSync } from './auth-sync.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthSync />
    </QueryClientProvider>,
  );

describe('AuthSync', () => {
  it('refreshes the stored member from GET /api/auth/me', async () => {
    storeMember({ ...aMember, firstName: 'Old' });
    api.reply('GET /api/auth/me', { status: 200, body: aMember });

    mount();

    await waitFor(() => expect(getStoredMember()?.firstName).toBe('Ada'));
  });

  it('clears the stored member when the server has no session for it', async () => {
    storeMember(aMember);
    api.reply('GET /api/auth/me', { status: 401, body: { error: 'Authentication required' } });

    mount();

    await waitFor(() => expect(getStoredMember()).toBeNull());
  });

  it('asks nothing when no member is stored', async () => {
    mount();

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toEqual([]);
  });

  it('keeps the stored member when the server cannot be reached', async () => {
    storeMember(aMember);
    api.reply('GET /api/auth/me', 'network-error');

    mount();

    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getStoredMember()).toMatchObject({ email: 'ada@example.org' });
  });
});
