/**
 * Outbound mail survives an SMTP outage: sign-up stores its e-mail in the outbox and answers at
 * once; the dispatcher retries with backoff and delivers the code, once, when the server is back.
 */
import { MailTokens } from '@commons/container';
import { SmtpInbox } from '@commons/adapters/mail/testing/smtp-inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('outbound mail during an SMTP outage', () => {
  let app: TestApp;
  let port: number;
  const smtp = new SmtpInbox();
  const inbox = smtp.mails;
  let smtpStarted = false;

  beforeAll(async () => {
    port = await freePort();
    app = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '400' },
    });
  });
  afterAll(async () => {
    await app.stop();
    if (smtpStarted) await smtp.close();
  });

  const outboxCounts = () => app.inScope(() => app.container.resolve(MailTokens.OutboundEmails).counts());

  it('answers the sign-up 201 while the server is down, retries, and delivers the code once the server is back', async () => {
    const email = 'outage@example.org';
    const signUp = await app.request('POST', '/api/users', {
      headers: { 'x-forwarded-for': '203.0.113.77' },
      body: {
        email,
        firstName: 'Ada',
        lastName: 'Obi',
        password: 'correct horse battery',
        membershipTier: 'explorer',
      },
    });

    expect(signUp.status).toBe(201);
    // The harness flushed the outbox before answering: the dispatcher has tried and failed, and the
    // message waits in the outbox.
    expect(await outboxCounts()).toEqual({ pending: 1, sent: 0, failed: 0, withheld: 0 });
    expect(inbox).toEqual([]);

    await smtp.listen(port);
    smtpStarted = true;

    const mail = await waitFor(async () => inbox[0], 10_000);
    expect(mail.subject).toMatch(/^\d{6} is your verification code$/);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    // Once every cycle in progress is done and nothing is due any more, still exactly one delivery.
    await app.settleMail();
    expect(inbox).toHaveLength(1);
    expect(await outboxCounts()).toEqual({ pending: 0, sent: 1, failed: 0, withheld: 0 });

    const code = /^(\d{6})/.exec(mail.subject!)![1];
    const verified = await app.request('POST', '/api/auth/verify-email', {
      headers: { 'x-forwarded-for': '203.0.113.77' },
      body: { email, code },
    });
    expect(verified.status).toBe(200);
  }, 30_000);
});
