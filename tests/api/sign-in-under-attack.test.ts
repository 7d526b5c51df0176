/**
 * The lock-out attack against a real server process, in real time: strangers spend the account's
 * allowance of wrong passwords from five addresses and burn a sign-in code at once; the member then
 * signs in from the browser they signed in with before, by code and by password, while unknown
 * browsers are still refused. The same attack with a fake clock, minutes apart and from fresh
 * browsers too, is core/src/accounts/sign-in-under-attack.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '@commons/http/testing/cookie-jar';
import { latestSignInCode, mailsTo } from '@commons/http/testing/outbox';
import { request } from '@commons/http/testing/request';
import { registerMember } from '../support/members.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const member = {
  email: 'target@example.org',
  password: 'correct horse battery',
  firstName: 'Ada',
  lastName: 'Obi',
};

describe('a member under a lock-out attack, on the production server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await registerMember(server, member);
  });
  afterAll(() => server?.stop());

  let ipSequence = 0;
  /** A POST from a client address of its own unless told, keeping `browser`'s cookies if given. */
  async function post(
    path: string,
    body: unknown,
    { browser, ip }: { browser?: CookieJar; ip?: string } = {},
  ) {
    const answer = await request(server, 'POST', path, {
      body,
      cookie: browser?.header,
      headers: { 'x-forwarded-for': ip ?? `203.0.113.${++ipSequence}` },
    });
    return browser ? browser.keep(answer) : answer;
  }
  const { email, password } = member;
  /** The server process mails a moment after answering: wait for the n-th sign-in code e-mail. */
  async function nthSignInCode(count: number): Promise<string> {
    const signInCodeMails = async () =>
      (await mailsTo(server.dataDir, email)).filter((mail) => mail.subject.endsWith('is your sign-in code'));
    await expect.poll(async () => (await signInCodeMails()).length).toBe(count);
    return latestSignInCode(server.dataDir, email);
  }

  it('refuses the strangers, and lets the member in from their known browser by code and by password', async () => {
    const laptop = new CookieJar();
    expect((await post('/api/auth/login', { email, password }, { browser: laptop })).status).toBe(200);

    const wrongPasswords = [];
    for (let address = 1; address <= 5; address += 1) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await post(
          '/api/auth/login',
          { email, password: 'a wrong guess' },
          { ip: `198.51.100.${address}` },
        );
        wrongPasswords.push(answer.status);
      }
    }
    expect(wrongPasswords).toEqual(Array(50).fill(401));
    expect(await post('/api/auth/login', { email, password })).toMatchObject({
      status: 429,
      body: {
        error: 'Too many failed sign-ins for this account. Please sign in with a code sent to your email.',
      },
    });

    const stranger = new CookieJar();
    expect((await post('/api/auth/sign-in-code', { email }, { browser: stranger })).status).toBe(202);
    await nthSignInCode(1);
    const burned = [];
    for (let guess = 0; guess < 5; guess += 1) {
      burned.push(
        (await post('/api/auth/sign-in-code/verify', { email, code: `99999${guess}` }, { browser: stranger }))
          .status,
      );
    }
    expect(burned).toEqual([400, 400, 400, 400, 429]);

    // Right after the attack, from a new address: the laptop's own code request goes through.
    const cafe = '192.0.2.77';
    expect((await post('/api/auth/sign-in-code', { email }, { browser: laptop, ip: cafe })).status).toBe(202);
    const code = await nthSignInCode(2);
    for (let guess = 0; guess < 5; guess += 1) {
      await post('/api/auth/sign-in-code/verify', { email, code: `99998${guess}` }, { browser: stranger });
    }
    expect(
      await post('/api/auth/sign-in-code/verify', { email, code }, { browser: laptop, ip: cafe }),
    ).toMatchObject({
      status: 200,
      body: { email },
    });

    expect(await post('/api/auth/login', { email, password }, { browser: laptop, ip: cafe })).toMatchObject({
      status: 200,
      body: { email },
    });
    expect((await post('/api/auth/login', { email, password })).status).toBe(429);
  });
});
