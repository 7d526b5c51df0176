import type { Orm } from './orm.ts';

/** The background queues' state, for the metrics: what waits, what was given up, how long the oldest waits. */
export interface WorkQueueFigures {
  mailPending: number;
  mailFailed: number;
  /** Seconds since the oldest pending e-mail was stored; 0 when none is pending. */
  mailOldestPendingAgeSeconds: number;
  paymentEventsPending: number;
  paymentEventsFailed: number;
  sendsSending: number;
  sendRecipientsPending: number;
}

interface Row {
  mail_pending: string | number;
  mail_failed: string | number;
  mail_oldest_pending: string | number | null;
  payment_events_pending: string | number;
  payment_events_failed: string | number;
  sends_sending: string | number;
  send_recipients_pending: string | number;
}

/**
 * One statement per scrape. Each count filters on `status`, the leading column of the table's
 * `*_due_idx` (or `article_sends_status_idx`) index, so it reads the pending or failed rows only,
 * never the sent ones that pile up. The oldest pending message's time is read as epoch seconds, so
 * the age is measured against `now` (the app's clock).
 */
const statement = `select
  (select count(*) from outbound_emails where status = 'pending') as mail_pending,
  (select count(*) from outbound_emails where status = 'failed') as mail_failed,
  (select extract(epoch from min(created_at)) from outbound_emails where status = 'pending') as mail_oldest_pending,
  (select count(*) from received_payment_events where status = 'pending') as payment_events_pending,
  (select count(*) from received_payment_events where status = 'failed') as payment_events_failed,
  (select count(*) from article_sends where status = 'sending') as sends_sending,
  (select count(*) from article_send_recipients where status = 'pending') as send_recipients_pending`;

export async function readWorkQueueFigures(orm: Orm, now: Date): Promise<WorkQueueFigures> {
  const [row] = await orm.em.fork().getConnection().execute<Row[]>(statement);
  const oldest = row!.mail_oldest_pending === null ? null : Number(row!.mail_oldest_pending);
  return {
    mailPending: Number(row!.mail_pending),
    mailFailed: Number(row!.mail_failed),
    mailOldestPendingAgeSeconds: oldest === null ? 0 : Math.max(0, now.getTime() / 1000 - oldest),
    paymentEventsPending: Number(row!.payment_events_pending),
    paymentEventsFailed: Number(row!.payment_events_failed),
    sendsSending: Number(row!.sends_sending),
    sendRecipientsPending: Number(row!.send_recipients_pending),
  };
}
