/**
 * Sending an article by e-mail, end to end: the API, the deliverer and a real SMTP server in
 * process. One mail per address whichever lists it is on, RFC 8058 headers, and the one-click
 * unsubscribe honoured by the next send.
 */
import { NewsletterTokens } from '@commons/container';
import { aSubscriber } from '@commons/core/newsletter/testing/subscriber-builder';
import { SmtpInbox } from '@commons/adapters/mail/testing/smtp-inbox';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const smtp = new SmtpInbox();
const inbox = smtp.mails;

const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text;
/** A header as sent, unfolded (the parser turns List-Unsubscribe into an object). */
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

describe('sending an article by e-mail', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    const port = await smtp.listen();
    app = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    admin = (await app.signIn({ staffRole: 'admin', membershipTier: null })).cookie;
    await app.inScope(() =>
      app.container
        .resolve(NewsletterTokens.NewsletterSubscribers)
        .save(aSubscriber({ email: 'reader@example.org', confirmedAt: new Date() })),
    );
    // On both lists: one mail, as the member.
    await app.inScope(() =>
      app.container
        .resolve(NewsletterTokens.NewsletterSubscribers)
        .save(aSubscriber({ email: 'paid@example.org', confirmedAt: new Date() })),
    );
    await app.signIn({ email: 'paid@example.org', membershipTier: 'builder', newsletter: true });
    await app.signIn({ email: 'quiet@example.org', membershipTier: 'builder', newsletter: false });
  });

  afterAll(async () => {
    await app?.stop();
    await smtp.close();
  });

  async function publishedArticle(slug: string, visibility = 'public'): Promise<string> {
    const created = await app.request('POST', '/api/admin/articles', {
      cookie: admin,
      body: {
        title: `Findings ${slug}`,
        slug,
        category: 'Research',
        excerpt: 'What founders told us.',
        content: 'Opening paragraph.\n\nWe asked **twelve** founders.\n\nThe findings only members read.',
        visibility,
      },
    });
    const { id } = created.body as { id: string };
    await app.request('PATCH', `/api/admin/articles/${id}`, { cookie: admin, body: { published: true } });
    return id;
  }

  async function sendToEveryone(articleId: string) {
    const answer = await app.request('POST', `/api/admin/articles/${articleId}/send`, {
      cookie: admin,
      body: { segment: 'everyone' },
    });
    expect(answer.status).toBe(202);
    const send = answer.body as { id: string; status: string; recipients: number };
    await app.settleSends();
    return { send, progress: await app.request('GET', `/api/admin/sends/${send.id}`, { cookie: admin }) };
  }

  it('mails each address once with the unsubscribe headers, reaches sent, and skips an unsubscribed address next time', async () => {
    const articleId = await publishedArticle('send-findings', 'paid');

    const { send, progress } = await sendToEveryone(articleId);

    expect(send).toMatchObject({ status: 'sending', recipients: 2 });
    expect(progress.body).toMatchObject({
      id: send.id,
      articleId,
      segment: 'everyone',
      status: 'sent',
      recipients: 2,
      sent: 2,
      failed: 0,
    });
    expect(inbox.map(addressOf).sort()).toEqual(['paid@example.org', 'reader@example.org']);
    for (const mail of inbox) {
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('We asked **twelve** founders.');
    }
    // A paid article: the subscriber gets the preview and the way in, the paid member all of it.
    const readerMail = inbox.find((mail) => addressOf(mail) === 'reader@example.org')!;
    const memberMail = inbox.find((mail) => addressOf(mail) === 'paid@example.org')!;
    expect(readerMail.text).not.toContain('The findings only members read.');
    expect(readerMail.html).not.toContain('The findings only members read.');
    expect(readerMail.text).toContain('/membership');
    expect(memberMail.text).toContain('The findings only members read.');
    const links = /<(http[^>]+)>, <(mailto:[^>]+)>/.exec(header(readerMail, 'list-unsubscribe'));
    expect(links).not.toBeNull();
    expect(readerMail.html).toContain(links![1]!.replace(/&/g, '&amp;'));

    // The mail client's one-click POST: no session, no cookie.
    const url = new URL(links![1]!);
    const unsubscribed = await app.request('POST', `${url.pathname}${url.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);

    inbox.length = 0;
    const again = await sendToEveryone(await publishedArticle('send-more-findings'));
    expect(again.send.recipients).toBe(1);
    expect(again.progress.body).toMatchObject({ status: 'sent', sent: 1 });
    expect(inbox.map(addressOf)).toEqual(['paid@example.org']);

    const suppressions = await app.request('GET', '/api/admin/suppressions', { cookie: admin });
    expect(suppressions.body).toEqual([
      expect.objectContaining({ email: 'reader@example.org', reason: 'unsubscribed' }),
    ]);
  });

  it('schedules a send for later and cancels it, and refuses a tiers segment without tiers', async () => {
    const articleId = await publishedArticle('send-later');
    const later = new Date(Date.now() + 3_600_000).toISOString();

    const scheduled = await app.request('POST', `/api/admin/articles/${articleId}/send`, {
      cookie: admin,
      body: { segment: 'paid', scheduledAt: later },
    });
    const { id } = scheduled.body as { id: string };
    expect(scheduled.body).toMatchObject({ status: 'scheduled', recipients: 1 });

    expect((await app.request('DELETE', `/api/admin/sends/${id}`, { cookie: admin })).body).toMatchObject({
      status: 'cancelled',
    });
    expect((await app.request('DELETE', `/api/admin/sends/${id}`, { cookie: admin })).status).toBe(409);
    const noTiers = await app.request('POST', `/api/admin/articles/${articleId}/send`, {
      cookie: admin,
      body: { segment: 'tiers' },
    });
    expect(noTiers).toMatchObject({ status: 400, body: { error: 'Please choose at least one tier' } });
    expect((await app.request('GET', '/api/admin/sends', { cookie: '' })).status).toBe(401);
  });
});
