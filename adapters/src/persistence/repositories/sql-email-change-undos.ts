import type { EmailChangeUndo, EmailChangeUndos } from '@commons/core/accounts/email-change-undos';
import { isUuid } from '@commons/core/shared/ids';
import { EmailChangeUndoEntity } from '../entities/email-change-undos.ts';
import type { EntityManager } from '../orm.ts';

interface UndoRow {
  token_hash: string;
  user_id: string;
  old_email: string;
  expires_at: Date | string;
}

/**
 * The `email_change_undos` table. An undo is taken by one conditional delete, so two clicks on the
 * same link, on any instances, use it once.
 */
export class SqlEmailChangeUndos implements EmailChangeUndos {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async save(undo: EmailChangeUndo): Promise<void> {
    await this.#em.execute(
      'insert into email_change_undos (token_hash, user_id, old_email, expires_at) values (?, ?, ?, ?)',
      [undo.tokenHash, undo.memberId, undo.oldEmail, undo.expiresAt],
    );
  }

  async findByTokenHash(tokenHash: string): Promise<EmailChangeUndo | null> {
    const rows = await this.#em.execute<UndoRow[]>(
      'select token_hash, user_id, old_email, expires_at from email_change_undos where token_hash = ?',
      [tokenHash],
    );
    const row = rows[0];
    return row
      ? {
          memberId: row.user_id,
          oldEmail: row.old_email,
          tokenHash: row.token_hash,
          expiresAt: new Date(row.expires_at),
        }
      : null;
  }

  async take(tokenHash: string): Promise<boolean> {
    const rows = await this.#em.execute<{ token_hash: string }[]>(
      'delete from email_change_undos where token_hash = ? returning token_hash',
      [tokenHash],
    );
    return rows.length === 1;
  }

  deleteForMember(memberId: string): Promise<number> {
    if (!isUuid(memberId)) return Promise.resolve(0);
    return this.#em.nativeDelete(EmailChangeUndoEntity, { user: memberId });
  }

  deleteExpired(now: Date): Promise<number> {
    return this.#em.nativeDelete(EmailChangeUndoEntity, { expiresAt: { $lte: now } });
  }
}
