/**
 * The member's own settings over the whole HTTP app: profile, e-mail change (with the password or
 * a code, and its undo link), the data export and closing the account. Stripe mode, with the real
 * SDK on a local stub, so the payment customer's e-mail and the immediate cancellation are seen
 * where Stripe would see them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { AccountTokens } from '@commons/container';
import { mailsTo, tokenLink } from '../testing/outbox.ts';
import {
  choosePassword,
  freshIp,
  newEmail,
  signUp,
  startStripeTestApp,
  verify,
} from '../testing/payment-journeys.ts';
import { request } from '../testing/request.ts';
import type { TestApp } from '../testing/test-app.ts';

const password = 'correct horse battery';
const stub = new StripeStub();
let app: TestApp;

beforeAll(async () => {
  app = await startStripeTestApp(stub, { webhookSecret: 'whsec_me' });
}, 60_000);
afterAll(() => app?.stop());

/** A member signed up and verified over the API, with the session cookie verification gave. */
async function aVerifiedMember(label: string) {
  const email = newEmail(label);
  await signUp(app, email, 'explorer');
  const cookie = await verify(app, email);
  await choosePassword(app, cookie, password);
  return { email, cookie };
}

/** The code in the newest mail to `email` whose subject starts with six digits and `words`. */
async function mailedCode(email: string, words: string): Promise<string> {
  const mail = (await mailsTo(app.dataDir, email)).findLast((candidate) => candidate.subject.includes(words));
  const code = mail && /^(\d{6}) /.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No "${words}" code mailed to ${email}`);
  return code;
}

const call = (method: string, route: string, cookie: string, body?: unknown) =>
  request(app, method, route, { body: body, headers: { cookie, 'x-forwarded-for': freshIp() } });

describe('PATCH /api/me', () => {
  it('changes the profile by the sign-up rules and answers the member', async () => {
    const { cookie } = await app.signIn();

    const changed = await call('PATCH', '/api/me', cookie, {
      firstName: 'Adaeze',
      lastName: 'Okafor',
      organization: 'Lagos Labs',
      position: '',
      phone: '+234 800 000 0000',
    });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      firstName: 'Adaeze',
      organization: 'Lagos Labs',
      position: null,
      phone: '+234 800 000 0000',
    });
    expect(changed.body).not.toHaveProperty('passwordHash');
  });

  it('refuses a short name with the spec’s words, and a visitor without a session', async () => {
    const { cookie } = await app.signIn();

    const refused = await call('PATCH', '/api/me', cookie, { firstName: 'A' });
    const anonymous = await request(app, 'PATCH', '/api/me', { body: { firstName: 'Ada' } });

    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'First name must be at least 2 characters' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('with the password: mails a code to the new address; the code switches, tells the old address and moves the Stripe customer', async () => {
    const { email, cookie } = await aVerifiedMember('old');
    const member = await app.inScope(
      async () => (await app.container.resolve(AccountTokens.MemberRepository).findByEmail(email))!,
    );
    const customerId = 'cus_me_settings';
    stub.customers.push({ id: customerId, params: { email } });
    await app.inScope(() =>
      app.container
        .resolve(AccountTokens.MemberRepository)
        .update(member.id, { paymentCustomerId: customerId }),
    );
    const target = newEmail('new');

    const requested = await call('POST', '/api/me/email', cookie, { newEmail: target, password });
    const code = await mailedCode(target, 'confirm your new email address');
    const verified = await call('POST', '/api/me/email/verify', cookie, { code });

    expect(requested.status).toBe(202);
    expect(verified).toMatchObject({ status: 200, body: { email: target } });
    expect((await mailsTo(app.dataDir, email)).map((mail) => mail.subject)).toContain(
      'Your email address was changed',
    );
    expect(stub.customers.find((candidate) => candidate.id === customerId)?.params.email).toBe(target);
  });

  it('refuses a change without the password or a code, or with a wrong password, in words, and mails nobody', async () => {
    const { cookie } = await aVerifiedMember('no-proof');
    const target = newEmail('unproven');

    const bare = await call('POST', '/api/me/email', cookie, { newEmail: target });
    const wrong = await call('POST', '/api/me/email', cookie, { newEmail: target, password: 'not mine' });

    expect(bare).toMatchObject({
      status: 400,
      body: {
        error: 'Please enter your password or the code we sent you',
        fields: { password: 'Please enter your password or the code we sent you' },
      },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The password is incorrect.' } });
    expect(await mailsTo(app.dataDir, target)).toEqual([]);
  });

  it('with a code mailed to the current address instead of the password', async () => {
    const { email, cookie } = await aVerifiedMember('by-code');
    const target = newEmail('by-code-new');

    const sent = await call('POST', '/api/me/email-change-code', cookie);
    const approval = await mailedCode(email, 'change your email address');
    const requested = await call('POST', '/api/me/email', cookie, { newEmail: target, code: approval });
    const verified = await call('POST', '/api/me/email/verify', cookie, {
      code: await mailedCode(target, 'confirm your new email address'),
    });

    expect(sent.status).toBe(202);
    expect(requested.status).toBe(202);
    expect(verified).toMatchObject({ status: 200, body: { email: target } });
  });

  it("ends the member's other sessions when the change is confirmed, and keeps the one that confirmed", async () => {
    const { email, cookie } = await aVerifiedMember('two-sessions');
    const login = await request(app, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': freshIp() },
    });
    const otherCookie = login.cookies.join('; ');
    const target = newEmail('two-sessions-new');

    await call('POST', '/api/me/email', cookie, { newEmail: target, password });
    await call('POST', '/api/me/email/verify', cookie, {
      code: await mailedCode(target, 'confirm your new email address'),
    });

    expect((await call('GET', '/api/auth/me', cookie)).status).toBe(200);
    expect((await call('GET', '/api/auth/me', otherCookie)).status).toBe(401);
  });

  it('refuses an address another account has with the spec’s 409, and mails nothing there', async () => {
    const { cookie } = await aVerifiedMember('taken');
    const { member: other } = await app.signIn();

    const refused = await call('POST', '/api/me/email', cookie, { newEmail: other.email, password });

    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists' },
    });
    expect(await mailsTo(app.dataDir, other.email)).toEqual([]);
  });

  it('refuses a wrong code in words and limits code requests per member', async () => {
    const { cookie } = await aVerifiedMember('limits');

    const first = await call('POST', '/api/me/email', cookie, { newEmail: newEmail('one'), password });
    const second = await call('POST', '/api/me/email', cookie, { newEmail: newEmail('two'), password });
    const wrong = await call('POST', '/api/me/email/verify', cookie, { code: '000000' });

    expect(first.status).toBe(202);
    expect(second).toMatchObject({
      status: 429,
      body: { error: 'Too many requests. Please try again later.' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Invalid or expired verification code.' } });
  });

  it('sends one address at most 3 codes a day when 6 accounts ask at once, refusing the others in words', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, index) => aVerifiedMember(`crowd-${index}`)),
    );
    const target = newEmail('crowded');

    const answers = await Promise.all(
      accounts.map(({ cookie }) => call('POST', '/api/me/email', cookie, { newEmail: target, password })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 202, 202, 429, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      error: 'We have sent as many e-mails to this address as we can today. Please try again tomorrow.',
    });
    expect(await mailsTo(app.dataDir, target)).toHaveLength(3);
  });

  it('refuses a client IP after 20 wrong codes in 15 minutes, whatever the session, and not another IP', async () => {
    const ip = freshIp();
    const guess = async (from: string) => {
      const { cookie } = await app.signIn();
      return request(app, 'POST', '/api/me/email/verify', {
        body: { code: '000000' },
        cookie,
        headers: { 'x-forwarded-for': from },
      });
    };
    for (let wrong = 0; wrong < 20; wrong += 1) expect((await guess(ip)).status).toBe(400);

    expect(await guess(ip)).toMatchObject({
      status: 429,
      body: { error: 'Too many requests. Please try again later.' },
    });
    expect((await guess(freshIp())).status).toBe(400);
  });
});

describe('the link that undoes an e-mail change', () => {
  /** A member moved to a new address, signed in twice; the undo link from the notice to the old one. */
  async function aChangedMember(label: string) {
    const { email, cookie } = await aVerifiedMember(label);
    const login = await request(app, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': freshIp() },
    });
    const target = newEmail(`${label}-new`);
    await call('POST', '/api/me/email', cookie, { newEmail: target, password });
    await call('POST', '/api/me/email/verify', cookie, {
      code: await mailedCode(target, 'confirm your new email address'),
    });
    const notice = (await mailsTo(app.dataDir, email)).findLast(
      (mail) => mail.subject === 'Your email address was changed',
    );
    const link = new URL(tokenLink(notice!, '/email-change/undo'));
    return {
      email,
      target,
      cookies: [cookie, login.cookies.join('; ')],
      /** What the page's button POSTs to, and the link's address in notices sent before its page. */
      undo: `/api/email-change/undo${link.search}`,
      search: link.search,
    };
  }

  it("leads the link's former address to its page on GET, and changes nothing (mail scanners follow links)", async () => {
    const { target, cookies, undo, search } = await aChangedMember('undo-scanned');

    const opened = await fetch(`${app.url}${undo}`, { redirect: 'manual' });

    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/email-change/undo${search}`);
    expect(await call('GET', '/api/auth/me', cookies[0]!)).toMatchObject({
      status: 200,
      body: { email: target },
    });
  });

  it('restores the old address on POST, ends every session, works once, and the old address signs in again', async () => {
    const { email, cookies, undo } = await aChangedMember('undo');

    const undone = await request(app, 'POST', undo, { headers: { 'x-forwarded-for': freshIp() } });
    const again = await request(app, 'POST', undo, { headers: { 'x-forwarded-for': freshIp() } });

    expect(undone).toMatchObject({ status: 200, body: { email } });
    for (const cookie of cookies) expect((await call('GET', '/api/auth/me', cookie)).status).toBe(401);
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'This link is not valid. It may have been used already.' },
    });
    const login = await request(app, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(login.status).toBe(200);
  });
});

describe('GET /api/me/export', () => {
  it('downloads a JSON file that holds the member’s e-mail and no secret', async () => {
    const { email, cookie } = await aVerifiedMember('export');

    const response = await fetch(`${app.url}/api/me/export`, { headers: { cookie } });
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="commons-my-data-.*\.json"$/,
    );
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({ profile: { email } });
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'membershipHistory', 'subscriptions', 'payments', 'forms']),
    );
    expect(text).not.toMatch(/argon2|hash/i);
  });
});

describe('DELETE /api/me', () => {
  it('with the password: cancels the subscription at once, signs out, and the address can sign up again', async () => {
    const { email, cookie } = await aVerifiedMember('delete');
    const subscription = {
      id: 'sub_me_delete',
      customer: 'cus_me_delete',
      status: 'active',
      metadata: {},
      latestInvoice: null,
      unitAmount: 5000,
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
    };
    stub.subscriptions.set(subscription.id, subscription);
    await app.inScope(async () => {
      const members = app.container.resolve(AccountTokens.MemberRepository);
      const member = (await members.findByEmail(email))!;
      await members.update(member.id, { paymentSubscriptionId: subscription.id });
    });

    const deleted = await call('DELETE', '/api/me', cookie, { password });

    expect(deleted.status).toBe(204);
    expect(deleted.cookies).toContain('commons_session=');
    expect(stub.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect((await call('GET', '/api/auth/me', cookie)).status).toBe(401);
    const login = await request(app, 'POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(login.status).toBe(401);
    expect((await mailsTo(app.dataDir, email)).map((mail) => mail.subject)).toContain(
      'Your account has been deleted',
    );
    await signUp(app, email, 'explorer');
  });

  it('with a code mailed for it', async () => {
    const { email, cookie } = await aVerifiedMember('delete-code');

    const requested = await call('POST', '/api/me/deletion-code', cookie);
    const code = await mailedCode(email, 'delete your account');
    const deleted = await call('DELETE', '/api/me', cookie, { code });

    expect(requested.status).toBe(202);
    expect(deleted.status).toBe(204);
    expect((await call('GET', '/api/auth/me', cookie)).status).toBe(401);
  });

  it('refuses a wrong password in words and keeps the account', async () => {
    const { cookie } = await aVerifiedMember('keep');

    const refused = await call('DELETE', '/api/me', cookie, { password: 'not my password' });

    expect(refused).toMatchObject({ status: 400, body: { error: 'The password is incorrect.' } });
    expect((await call('GET', '/api/auth/me', cookie)).status).toBe(200);
  });
});
