import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { describe, expect, it, vi } from 'vitest';
import { retryDelayMs, type RetryPolicy } from '@commons/core/shared/retry-policy';
import { MailDispatcher, type DeliveryReport } from './mail-dispatcher.ts';
import type { QueuedEmail } from './outbound-emails.ts';
import { InMemoryOutboundEmails } from './testing/in-memory-outbound-emails.ts';
import { anOutboundEmail } from './testing/outbound-emails.contract.ts';

const retry: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 60_000, maxAttempts: 4 };

function setUp(send: (message: QueuedEmail) => Promise<void>) {
  const clock = new FixedClock();
  const emails = new InMemoryOutboundEmails(clock);
  const events: string[] = [];
  const report: DeliveryReport = {
    sent: ({ id, attempts }) => events.push(`sent ${id} after ${attempts}`),
    retrying: ({ attempts }, at, error) => events.push(`retry ${attempts} at ${at.toISOString()}: ${error}`),
    failed: ({ attempts }, error) => events.push(`failed after ${attempts}: ${error}`),
    dispatchFailed: (error) => events.push(`outbox down: ${String(error)}`),
  };
  const dispatcher = new MailDispatcher(
    { emails, clock, report, transport: { send }, inScope: (work) => work() },
    { retry, pollIntervalMs: 60_000, leaseMs: 120_000, batchSize: 10 },
  );
  return { clock, emails, events, dispatcher };
}

describe('MailDispatcher', () => {
  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(retry, attempts))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });

  it('sends a stored message once and forgets its content', async () => {
    const sent: QueuedEmail[] = [];
    const { emails, dispatcher, events } = setUp(async (message) => {
      sent.push(message);
    });
    const message = anOutboundEmail();
    await emails.add(message);

    expect(await dispatcher.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await dispatcher.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(sent).toMatchObject([{ messageId: message.messageId, subject: message.subject }]);
    expect(events).toEqual([`sent ${message.id} after 1`]);
    expect(emails.content(message.id)).toEqual({ subject: null, text: null, html: null });
  });

  it('retries with backoff while the server refuses, then gives up after the last attempt', async () => {
    const { emails, dispatcher, events, clock } = setUp(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    });
    await emails.add(anOutboundEmail());

    for (const wait of [0, 10, 20, 40]) {
      clock.advanceSeconds(wait);
      await dispatcher.flush();
    }

    expect(events).toEqual([
      'retry 1 at 2026-01-01T00:00:10.000Z: connect ECONNREFUSED 127.0.0.1:25',
      'retry 2 at 2026-01-01T00:00:30.000Z: connect ECONNREFUSED 127.0.0.1:25',
      'retry 3 at 2026-01-01T00:01:10.000Z: connect ECONNREFUSED 127.0.0.1:25',
      'failed after 4: connect ECONNREFUSED 127.0.0.1:25',
    ]);
    expect(await emails.counts()).toEqual({ pending: 0, sent: 0, failed: 1, withheld: 0 });
  });

  it('does not send a message again before its retry time', async () => {
    let attempts = 0;
    const { emails, dispatcher, clock } = setUp(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('421 try again later');
    });
    await emails.add(anOutboundEmail());

    await dispatcher.flush();
    clock.advanceSeconds(9);
    await dispatcher.flush();
    expect(attempts).toBe(1);
    clock.advanceSeconds(1);
    expect(await dispatcher.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it('sends at once when woken after a message is stored, and reports an unreadable outbox', async () => {
    const sent: string[] = [];
    const { emails, dispatcher, events } = setUp(async (message) => {
      sent.push(message.id);
    });
    dispatcher.start();
    const message = anOutboundEmail();
    await emails.add(message);
    dispatcher.wake();
    await vi.waitFor(() => expect(sent).toEqual([message.id]));
    await dispatcher.stop();

    const broken = setUp(async () => {});
    broken.emails.claimDue = async () => {
      throw new Error('database unavailable');
    };
    broken.dispatcher.start();
    await broken.dispatcher.stop();
    expect(broken.events).toEqual(['outbox down: Error: database unavailable']);
    expect(events).toEqual([`sent ${message.id} after 1`]);
  });

  it('stops within its grace period even while a send hangs', async () => {
    const { emails, dispatcher } = setUp(() => new Promise<void>(() => {}));
    await emails.add(anOutboundEmail());
    dispatcher.start();

    const started = performance.now();
    await dispatcher.stop(50);

    expect(performance.now() - started).toBeLessThan(1000);
  });
});
