/** Member set-up shared by the journeys: register (and verify) over the API, sign a browser in. */
import type { Page } from 'playwright-core';
import { latestCode } from '@commons/http/testing/outbox';
import { request, type TestResponse } from '@commons/http/testing/request';
import type { ServerUnderTest } from '@commons/http/testing/test-app';
import { hydrated } from './browser.ts';

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  organization?: string;
  membershipTier?: string;
  billingCycle?: string;
  /** The sign-up form's 'Send me the newsletter' box. */
  newsletter?: boolean;
}

let clientSequence = 0;

/** POSTs JSON as a browser on the site would (same Origin), from its own client address. */
export function postJson(server: ServerUnderTest, pathname: string, body: unknown): Promise<TestResponse> {
  clientSequence += 1;
  return request(server, 'POST', pathname, {
    body,
    headers: { origin: server.url, 'x-forwarded-for': `198.51.100.${(clientSequence % 250) + 1}` },
  });
}

/**
 * Signs a member up (explorer unless told otherwise; sign-up takes no password) and, unless
 * `verify` is false, verifies the e-mail with the code from the outbox (which signs in) and
 * chooses `password` with that session, so the member can then sign in with it.
 */
export async function registerMember(
  server: ServerUnderTest,
  member: NewMember,
  { verify = true }: { verify?: boolean } = {},
): Promise<void> {
  const { password, ...signUp } = member;
  const created = await postJson(server, '/api/users', { membershipTier: 'explorer', ...signUp });
  if (created.status !== 201)
    throw new Error(`Sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  if (!verify) return;
  const code = await latestCode(server.dataDir, member.email);
  const verified = await postJson(server, '/api/auth/verify-email', { email: member.email, code });
  if (verified.status !== 200) throw new Error(`Verification failed: ${verified.status}`);
  const chosen = await request(server, 'PUT', '/api/auth/password', {
    body: { newPassword: password },
    cookie: verified.cookies.join('; '),
    headers: { origin: server.url },
  });
  if (chosen.status !== 200)
    throw new Error(`Choosing a password failed: ${chosen.status} ${JSON.stringify(chosen.body)}`);
}

/**
 * Signs in as the sign-in page would, over its API call in the page's browser context (whose
 * cookie jar takes the session), and opens where that page goes next: the dashboard, or the
 * console for staff. The /login page itself is the accounts journey's to prove; a page load in a
 * new browser context is most of what a journey costs Chromium.
 */
export async function signInInBrowser(
  page: Page,
  server: ServerUnderTest,
  credentials: { email: string; password: string },
): Promise<void> {
  const answer = await page.request.post(`${server.url}/api/auth/login`, {
    data: credentials,
    headers: { origin: server.url },
  });
  if (!answer.ok()) throw new Error(`Sign-in failed: ${answer.status()} ${await answer.text()}`);
  const member = (await answer.json()) as { staffRole?: string | null };
  await page.goto(`${server.url}${member.staffRole ? '/admin/dashboard' : '/dashboard'}`);
  await hydrated(page);
}
