import type {
  MailSuppressions,
  Suppression,
  SuppressionReason,
} from '@commons/core/newsletter/sends/mail-suppressions';
import type { EntityManager } from '../orm.ts';

/** The `mail_suppressions` table, one row per address; in the caller's transaction when there is one. */
export class SqlMailSuppressions implements MailSuppressions {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async suppress(email: string, reason: SuppressionReason, at: Date): Promise<void> {
    await this.#em.execute(
      'insert into mail_suppressions (email, reason, created_at) values (?, ?, ?) on conflict (email) do nothing',
      [email, reason, at],
      'run',
    );
  }

  async lift(email: string, reasons: readonly SuppressionReason[]): Promise<void> {
    if (reasons.length === 0) return;
    await this.#em.execute(
      `delete from mail_suppressions where email = ? and reason in (${reasons.map(() => '?').join(', ')})`,
      [email, ...reasons],
      'run',
    );
  }

  async list(): Promise<Suppression[]> {
    const rows = await this.#em.execute<
      { email: string; reason: SuppressionReason; created_at: Date | string }[]
    >('select email, reason, created_at from mail_suppressions order by created_at desc, email');
    return rows.map((row) => ({ email: row.email, reason: row.reason, createdAt: new Date(row.created_at) }));
  }
}
