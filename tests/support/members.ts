/** Member set-up shared by the journeys: register (and verify) over the API, sign in in the browser. */
import type { Page } from 'playwright-core';
import { latestCode } from '@commons/http/testing/outbox';
import type { TestServer } from './server.ts';

export interface NewMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  organization?: string;
  membershipTier?: string;
}

let clientSequence = 0;

/** POSTs JSON as a browser on the site would (same Origin), from its own client address. */
export function postJson(server: TestServer, pathname: string, body: unknown): Promise<Response> {
  clientSequence += 1;
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': `198.51.100.${(clientSequence % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
}

/** Signs a member up (explorer unless told otherwise) and, unless `verify` is false, verifies the e-mail. */
export async function registerMember(
  server: TestServer,
  member: NewMember,
  { verify = true }: { verify?: boolean } = {},
): Promise<void> {
  const created = await postJson(server, '/api/users', { membershipTier: 'explorer', ...member });
  if (created.status !== 201) throw new Error(`Sign-up failed: ${created.status} ${await created.text()}`);
  if (!verify) return;
  const code = await latestCode(server.dataDir, member.email);
  const verified = await postJson(server, '/api/auth/verify-email', { email: member.email, code });
  if (verified.status !== 200) throw new Error(`Verification failed: ${verified.status}`);
}

/** Signs in through the /login page and waits for the dashboard. */
export async function signInInBrowser(
  page: Page,
  server: TestServer,
  credentials: { email: string; password: string },
): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}
