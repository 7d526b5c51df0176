import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { getStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { aMember } from '../../../test/a-member.ts';
import { stubApi, type Reply } from '../../../test/stub-api.ts';
import { currentMemberKey } from '../api/current-member.ts';
import { AuthSync } from '../components/auth-sync.tsx';
import { useForgetMember, useRememberMember } from './use-remember-member.ts';

let api: ReturnType<typeof stubApi>;
let client: QueryClient;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
  // The app's own defaults: the refresh is never stale, so nothing asks again after the late answer.
  client = createQueryClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The site layout's AuthSync beside the hooks, so its refresh on load is on its way when they run. */
function withAuthSync({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AuthSync />
      {children}
    </QueryClientProvider>
  );
}

/** Loads with a stored member while the refresh (GET /api/auth/me) waits for `answer`. */
async function loadWithRefreshPending() {
  const answer = Promise.withResolvers<Reply>();
  storeMember(aMember);
  api.reply('GET /api/auth/me', answer.promise);
  const hooks = renderHook(() => ({ remember: useRememberMember(), forget: useForgetMember() }), {
    wrapper: withAuthSync,
  });
  await waitFor(() => expect(api.requests).toHaveLength(1));
  return { answer, hooks: hooks.result };
}

/** Lets the late answer land and every effect it would cause run. */
async function settle(answer: PromiseWithResolvers<Reply>, reply: Reply) {
  await act(async () => {
    answer.resolve(reply);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('the signed-in member written by login and logout', () => {
  it('stays forgotten when the refresh sent before logout answers afterwards with the member', async () => {
    const { answer, hooks } = await loadWithRefreshPending();

    act(() => hooks.current.forget());
    await settle(answer, { status: 200, body: aMember });

    expect(getStoredMember()).toBeNull();
    expect(client.getQueryData(currentMemberKey())).toBeNull();
  });

  it('stays remembered when the refresh sent before login answers afterwards with no session', async () => {
    const { answer, hooks } = await loadWithRefreshPending();
    const signedIn = { ...aMember, firstName: 'Grace' };

    act(() => hooks.current.remember(signedIn));
    await settle(answer, { status: 401, body: { error: 'Authentication required' } });

    expect(getStoredMember()).toMatchObject({ firstName: 'Grace' });
    expect(client.getQueryData(currentMemberKey())).toEqual(signedIn);
  });
});
