import type { MemberCodePurpose, MemberCodes, PendingMemberCode } from '@commons/core/accounts/member-codes';
import type { EntityManager } from '../orm.ts';

interface CodeRow {
  code_hash: string;
  expires_at: Date | string;
  attempts: number;
  sent_at: Date | string;
  new_email: string | null;
}

const columns = 'code_hash, expires_at, attempts, sent_at, new_email';

function toCode(row: CodeRow): PendingMemberCode {
  return {
    codeHash: row.code_hash,
    expiresAt: new Date(row.expires_at),
    attempts: Number(row.attempts),
    sentAt: new Date(row.sent_at),
    newEmail: row.new_email,
  };
}

/**
 * The `member_codes` table: one row per member and purpose. Guesses are counted and codes taken by
 * single conditional statements, so concurrent requests can neither exceed the guesses nor use a
 * code twice.
 */
export class SqlMemberCodes implements MemberCodes {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async save(memberId: string, purpose: MemberCodePurpose, code: PendingMemberCode): Promise<void> {
    await this.#em.execute(
      `insert into member_codes (user_id, purpose, ${columns}) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id, purpose) do update set code_hash = excluded.code_hash,
         expires_at = excluded.expires_at, attempts = excluded.attempts, sent_at = excluded.sent_at,
         new_email = excluded.new_email`,
      [memberId, purpose, code.codeHash, code.expiresAt, code.attempts, code.sentAt, code.newEmail],
    );
  }

  async find(memberId: string, purpose: MemberCodePurpose): Promise<PendingMemberCode | null> {
    const rows = await this.#em.execute<CodeRow[]>(
      `select ${columns} from member_codes where user_id = ? and purpose = ?`,
      [memberId, purpose],
    );
    return rows[0] ? toCode(rows[0]) : null;
  }

  async countGuess(
    memberId: string,
    purpose: MemberCodePurpose,
    maxAttempts: number,
  ): Promise<PendingMemberCode | null> {
    const rows = await this.#em.execute<CodeRow[]>(
      `update member_codes set attempts = attempts + 1
       where user_id = ? and purpose = ? and attempts < ? returning ${columns}`,
      [memberId, purpose, maxAttempts],
    );
    return rows[0] ? toCode(rows[0]) : null;
  }

  async take(memberId: string, purpose: MemberCodePurpose, codeHash: string): Promise<boolean> {
    const rows = await this.#em.execute<{ purpose: string }[]>(
      'delete from member_codes where user_id = ? and purpose = ? and code_hash = ? returning purpose',
      [memberId, purpose, codeHash],
    );
    return rows.length === 1;
  }
}
