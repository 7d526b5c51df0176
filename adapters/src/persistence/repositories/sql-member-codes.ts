import type { MemberCodePurpose, MemberCodes, PendingMemberCode } from '@commons/core/accounts/member-codes';
import type { EntityManager } from '../orm.ts';
import { pendingCodeColumns, SqlCodeRows, toPendingCode, type PendingCodeRow } from './sql-code-rows.ts';

interface CodeRow extends PendingCodeRow {
  new_email: string | null;
}

const columns = `${pendingCodeColumns}, new_email`;

const toCode = (row: CodeRow): PendingMemberCode => ({ ...toPendingCode(row), newEmail: row.new_email });

/** The `member_codes` table: one row per member and purpose (see SqlCodeRows for the guesses). */
export class SqlMemberCodes implements MemberCodes {
  readonly #em: EntityManager;
  readonly #rows: SqlCodeRows<CodeRow, PendingMemberCode>;

  constructor(em: EntityManager) {
    this.#em = em;
    this.#rows = new SqlCodeRows(em, 'member_codes', ['user_id', 'purpose'], columns, toCode);
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

  find(memberId: string, purpose: MemberCodePurpose): Promise<PendingMemberCode | null> {
    return this.#rows.find([memberId, purpose]);
  }

  countGuess(
    memberId: string,
    purpose: MemberCodePurpose,
    maxAttempts: number,
  ): Promise<PendingMemberCode | null> {
    return this.#rows.countGuess([memberId, purpose], maxAttempts);
  }

  take(memberId: string, purpose: MemberCodePurpose, codeHash: string): Promise<boolean> {
    return this.#rows.take([memberId, purpose], codeHash);
  }
}
