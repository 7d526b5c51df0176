import { randomUUID } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/sql';
import type { ArticleSend, SendSegment, SendStatus } from '@commons/core/newsletter/sends/article-send';
import type {
  ArticleSends,
  ClaimedRecipient,
  RecipientResult,
} from '@commons/core/newsletter/sends/article-sends';
import type { Audience } from '@commons/core/newsletter/sends/audience';
import type { AccountTier } from '@commons/core/members/tiers';
import type { Clock } from '@commons/core/shared/clock';
import type { EntityManager } from '../orm.ts';

interface SendRow {
  id: string;
  article_id: string;
  segment: SendSegment;
  tiers: AccountTier[] | string;
  status: SendStatus;
  recipients: number | string;
  sent: number | string;
  failed: number | string;
  scheduled_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  created_at: Date | string;
}

const orNull = (value: Date | string | null) => (value === null ? null : new Date(value));

function toSend(row: SendRow): ArticleSend {
  return {
    id: row.id,
    articleId: row.article_id,
    segment: row.segment,
    tiers: typeof row.tiers === 'string' ? JSON.parse(row.tiers) : row.tiers,
    status: row.status,
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    failed: Number(row.failed),
    scheduledAt: new Date(row.scheduled_at),
    startedAt: orNull(row.started_at),
    finishedAt: orNull(row.finished_at),
    createdAt: new Date(row.created_at),
  };
}

/**
 * The audience as one query: confirmed subscribers and opted-in members in good standing, each
 * address once (read as the member when on both lists), suppressed addresses left out.
 */
function audienceQuery(audience: Audience): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (audience.subscribers) {
    parts.push(
      'select email, false as member, null::text as member_tier from newsletter_subscribers where confirmed_at is not null',
    );
  }
  if (audience.memberTiers.length > 0) {
    parts.push(
      `select email, true as member, membership_tier::text as member_tier from users
       where newsletter and email_verified_at is not null and membership_status = 'active'
         and membership_tier in (${audience.memberTiers.map(() => '?').join(', ')})`,
    );
    params.push(...audience.memberTiers);
  }
  const lists =
    parts.length > 0
      ? parts.join(' union all ')
      : 'select null::text as email, false as member, null::text as member_tier where false';
  return {
    sql: `select a.email, bool_or(a.member) as member, max(a.member_tier) as member_tier
          from (${lists}) a
          where not exists (select 1 from mail_suppressions s where s.email = a.email)
          group by a.email`,
    params,
  };
}

/** `(?, ?, ...), (...)` for a VALUES list of rows with `width` columns. */
const valueRows = (count: number, row: string) => Array.from({ length: count }, () => row).join(', ');

/**
 * The `article_sends` table and its recipients (`article_send_recipients`, primary key (send_id,
 * email): the insert of an audience skips what is there, so an address is enqueued once per send).
 * A claim is one UPDATE over a `FOR UPDATE SKIP LOCKED` sub-select, as the mail outbox's; finishing
 * a batch updates the recipients and their send's counts in one statement.
 */
export class SqlArticleSends implements ArticleSends {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async create(send: ArticleSend): Promise<void> {
    await this.#em.execute(
      `insert into article_sends
         (id, article_id, segment, tiers, status, recipients, sent, failed, scheduled_at, started_at, finished_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        send.id,
        send.articleId,
        send.segment,
        JSON.stringify(send.tiers),
        send.status,
        send.recipients,
        send.sent,
        send.failed,
        send.scheduledAt,
        send.startedAt,
        send.finishedAt,
        send.createdAt,
      ],
      'run',
    );
  }

  async findById(id: string): Promise<ArticleSend | null> {
    const [row] = await this.#em.execute<SendRow[]>('select * from article_sends where id = ?', [id]);
    return row ? toSend(row) : null;
  }

  async list(): Promise<ArticleSend[]> {
    const rows = await this.#em.execute<SendRow[]>(
      'select * from article_sends order by created_at desc, id limit 200',
    );
    return rows.map(toSend);
  }

  async countAudience(audience: Audience): Promise<number> {
    const { sql, params } = audienceQuery(audience);
    const [row] = await this.#em.execute<{ count: string | number }[]>(
      `select count(*) as count from (${sql}) audience`,
      params,
    );
    return Number(row?.count ?? 0);
  }

  async start(id: string, audience: Audience, at: Date): Promise<number | null> {
    const started = await this.#em.execute<QueryResult>(
      `update article_sends set status = 'sending', started_at = ? where id = ? and status = 'scheduled'`,
      [at, id],
      'run',
    );
    if (started.affectedRows !== 1) return null;
    const { sql, params } = audienceQuery(audience);
    const enqueued = await this.#em.execute<QueryResult>(
      `insert into article_send_recipients (send_id, email, member, member_tier, status, attempts, next_attempt_at)
       select ?, audience.email, audience.member, audience.member_tier, 'pending', 0, ? from (${sql}) audience
       on conflict (send_id, email) do nothing`,
      [id, at, ...params],
      'run',
    );
    await this.#em.execute(
      'update article_sends set recipients = ? where id = ?',
      [enqueued.affectedRows, id],
      'run',
    );
    return enqueued.affectedRows;
  }

  async dueToStart(at: Date): Promise<ArticleSend[]> {
    const rows = await this.#em.execute<SendRow[]>(
      `select * from article_sends where status = 'scheduled' and scheduled_at <= ? order by scheduled_at limit 10`,
      [at],
    );
    return rows.map(toSend);
  }

  async cancel(id: string, at: Date): Promise<boolean> {
    const result = await this.#em.execute<QueryResult>(
      `update article_sends set status = 'cancelled', finished_at = ? where id = ? and status = 'scheduled'`,
      [at, id],
      'run',
    );
    return result.affectedRows === 1;
  }

  async claimRecipients(limit: number, leaseMs: number): Promise<ClaimedRecipient[]> {
    const now = this.#clock.now();
    const lease = randomUUID();
    const rows = await this.#em.execute<
      {
        send_id: string;
        article_id: string;
        email: string;
        member: boolean;
        member_tier: AccountTier | null;
        attempts: number | string;
        suppressed: boolean;
      }[]
    >(
      `update article_send_recipients r
         set lease_until = ?, lease_token = ?, attempts = r.attempts + 1
       from (
         select send_id, email from article_send_recipients
         where status = 'pending' and next_attempt_at <= ? and (lease_until is null or lease_until <= ?)
         order by next_attempt_at
         limit ?
         for update skip locked) due,
         article_sends s
       where r.send_id = due.send_id and r.email = due.email and s.id = r.send_id
       returning r.send_id, s.article_id, r.email, r.member, r.member_tier, r.attempts,
         exists (select 1 from mail_suppressions m where m.email = r.email) as suppressed`,
      [new Date(now.getTime() + leaseMs), lease, now, now, limit],
    );
    return rows.map((row) => ({
      sendId: row.send_id,
      articleId: row.article_id,
      email: row.email,
      member: Boolean(row.member),
      memberTier: row.member_tier,
      attempts: Number(row.attempts),
      suppressed: Boolean(row.suppressed),
      lease,
    }));
  }

  async recordUnsubscribeDigests(
    tokens: readonly { sendId: string; email: string; digest: string }[],
  ): Promise<void> {
    if (tokens.length === 0) return;
    await this.#em.execute(
      `update article_send_recipients r set unsubscribe_digest = v.digest
       from (values ${valueRows(tokens.length, '(?::uuid, ?, ?)')}) as v(send_id, email, digest)
       where r.send_id = v.send_id and r.email = v.email`,
      tokens.flatMap((token) => [token.sendId, token.email, token.digest]),
      'run',
    );
  }

  async findEmailByUnsubscribeDigest(digest: string): Promise<string | null> {
    const [row] = await this.#em.execute<{ email: string }[]>(
      'select email from article_send_recipients where unsubscribe_digest = ? limit 1',
      [digest],
    );
    return row?.email ?? null;
  }

  async finishRecipients(results: readonly RecipientResult[], at: Date): Promise<void> {
    // Each outcome moves its own count: a skipped address is no longer a recipient.
    const counts = {
      sent: 'sent = s.sent + c.n',
      failed: 'failed = s.failed + c.n',
      skipped: 'recipients = s.recipients - c.n',
    };
    for (const outcome of ['sent', 'failed', 'skipped'] as const) {
      const rows = results.filter((result) => result.outcome === outcome);
      if (rows.length === 0) continue;
      await this.#em.execute(
        `with done as (
           update article_send_recipients r
             set status = ?, finished_at = ?, last_error = v.error, lease_until = null, lease_token = null
           from (values ${valueRows(rows.length, '(?::uuid, ?, ?::uuid, ?)')}) as v(send_id, email, lease, error)
           where r.send_id = v.send_id and r.email = v.email and r.lease_token = v.lease and r.status = 'pending'
           returning r.send_id)
         update article_sends s set ${counts[outcome]}
         from (select send_id, count(*) as n from done group by send_id) c
         where s.id = c.send_id`,
        [
          outcome,
          at,
          ...rows.flatMap((row) => [
            row.sendId,
            row.email,
            row.lease,
            row.outcome === 'failed' ? row.error : null,
          ]),
        ],
        'run',
      );
    }
  }

  async retryRecipient(claim: ClaimedRecipient, at: Date, error: string): Promise<void> {
    await this.#em.execute(
      `update article_send_recipients
         set next_attempt_at = ?, lease_until = null, lease_token = null, last_error = ?
       where send_id = ? and email = ? and lease_token = ? and status = 'pending'`,
      [at, error, claim.sendId, claim.email, claim.lease],
      'run',
    );
  }

  async finishDrainedSends(at: Date): Promise<void> {
    await this.#em.execute(
      `update article_sends s
         set status = case when s.sent = 0 and s.failed > 0 then 'failed' else 'sent' end, finished_at = ?
       where s.status = 'sending'
         and not exists (select 1 from article_send_recipients r where r.send_id = s.id and r.status = 'pending')`,
      [at],
      'run',
    );
  }
}
