/**
 * The newsletter choice and the console's subscriber list over the whole HTTP app: a member turns
 * the newsletter off and on in Settings (an earlier unsubscribe comes off the suppression list, a
 * bounce does not), and staff search and remove subscribers.
 */
import { NewsletterTokens, SendTokens } from '@commons/container';
import { aSubscriber } from '@commons/core/newsletter/testing/subscriber-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signIn({ staffRole: 'admin', membershipTier: null })).cookie;
}, 60_000);
afterAll(() => app?.stop());

const suppressed = async () => {
  const answer = await app.request('GET', '/api/admin/suppressions', { cookie: admin });
  return (answer.body as { email: string; reason: string }[]).map(({ email, reason }) => [email, reason]);
};

describe('the newsletter switch in Settings', () => {
  it('turns the newsletter off, and /api/auth/me shows it', async () => {
    const { cookie } = await app.signIn({ email: 'switch@example.org', newsletter: true });

    const patched = await app.request('PATCH', '/api/me', { cookie, body: { newsletter: false } });
    expect(patched.status).toBe(200);

    const me = await app.request('GET', '/api/auth/me', { cookie });
    expect(me.body).toMatchObject({ email: 'switch@example.org', newsletter: false });
  });

  it('turned on again, lifts an earlier unsubscribe but not a bounce', async () => {
    const back = await app.signIn({ email: 'back@example.org', newsletter: false });
    const gone = await app.signIn({ email: 'gone@example.org', newsletter: false });
    await app.inScope(async () => {
      const suppressions = app.container.resolve(SendTokens.MailSuppressions);
      await suppressions.suppress('back@example.org', 'unsubscribed', new Date());
      await suppressions.suppress('gone@example.org', 'bounced', new Date());
    });

    for (const { cookie } of [back, gone])
      expect((await app.request('PATCH', '/api/me', { cookie, body: { newsletter: true } })).status).toBe(
        200,
      );

    const list = await suppressed();
    expect(list).toContainEqual(['gone@example.org', 'bounced']);
    expect(list.map(([email]) => email)).not.toContain('back@example.org');
    expect((await app.request('GET', '/api/auth/me', { cookie: back.cookie })).body).toMatchObject({
      newsletter: true,
    });
  });
});

describe('the console subscriber list', () => {
  it('searches pending and confirmed subscribers and removes one; members may not', async () => {
    await app.inScope(async () => {
      const subscribers = app.container.resolve(NewsletterTokens.NewsletterSubscribers);
      await subscribers.save(aSubscriber({ email: 'list-pending@example.org' }));
      await subscribers.save(aSubscriber({ email: 'list-confirmed@example.org', confirmedAt: new Date() }));
    });

    const found = await app.request('GET', '/api/admin/newsletter/subscribers?q=LIST-', { cookie: admin });
    expect(found.status).toBe(200);
    expect(
      (found.body as { email: string; status: string }[]).map(({ email, status }) => [email, status]).sort(),
    ).toEqual([
      ['list-confirmed@example.org', 'confirmed'],
      ['list-pending@example.org', 'pending'],
    ]);

    const removed = await app.request(
      'DELETE',
      '/api/admin/newsletter/subscribers/list-pending%40example.org',
      {
        cookie: admin,
      },
    );
    expect(removed.status).toBe(204);
    const after = await app.request('GET', '/api/admin/newsletter/subscribers?q=list-', { cookie: admin });
    expect((after.body as { email: string }[]).map(({ email }) => email)).toEqual([
      'list-confirmed@example.org',
    ]);

    const member = await app.signIn({ email: 'curious@example.org' });
    const refused = await app.request('GET', '/api/admin/newsletter/subscribers', { cookie: member.cookie });
    expect(refused.status).toBe(403);
  });

  it('shows where each address came from, filters by status, and exports the source in the CSV', async () => {
    const form = await app.request('POST', '/api/newsletter', { body: { email: 'source-form@example.org' } });
    expect(form.status).toBe(202);
    const { cookie } = await app.signIn({ email: 'source-settings@example.org', newsletter: false });
    expect((await app.request('PATCH', '/api/me', { cookie, body: { newsletter: true } })).status).toBe(200);

    const list = async (query: string) => {
      const answer = await app.request('GET', `/api/admin/newsletter/subscribers?q=source-${query}`, {
        cookie: admin,
      });
      expect(answer.status).toBe(200);
      return (answer.body as { email: string; status: string; source: string }[]).map(
        ({ email, status, source }) => [email, status, source],
      );
    };
    expect(await list('')).toEqual([
      ['source-settings@example.org', 'confirmed', 'settings'],
      ['source-form@example.org', 'pending', 'newsletter_form'],
    ]);
    expect(await list('&status=pending')).toEqual([
      ['source-form@example.org', 'pending', 'newsletter_form'],
    ]);
    expect(await list('&status=confirmed')).toEqual([
      ['source-settings@example.org', 'confirmed', 'settings'],
    ]);
    const wrong = await app.request('GET', '/api/admin/newsletter/subscribers?status=lapsed', {
      cookie: admin,
    });
    expect(wrong.status).toBe(400);

    const csv = await app.request('GET', '/api/admin/newsletter.csv', { cookie: admin });
    const lines = String(csv.body).split('\n');
    expect(lines[0]).toBe('email,source,subscribed_at,confirmed_at');
    expect(lines.find((line) => line.startsWith('source-settings@example.org,'))).toMatch(
      /^source-settings@example\.org,settings,\d{4}-/,
    );
  });
});
