import type { PendingVerification } from '@commons/core/members/member';
import type { CodeHolder, SignInCodes } from '@commons/core/accounts/sign-in-codes';
import type { EntityManager } from '../orm.ts';
import {
  pendingCodeColumns as columns,
  SqlCodeRows,
  toPendingCode,
  type PendingCodeRow,
} from './sql-code-rows.ts';

/** The `sign_in_codes` table: one row per address and holder (see SqlCodeRows for the guesses). */
export class SqlSignInCodes implements SignInCodes {
  readonly #em: EntityManager;
  readonly #rows: SqlCodeRows<PendingCodeRow, PendingVerification>;

  constructor(em: EntityManager) {
    this.#em = em;
    this.#rows = new SqlCodeRows(em, 'sign_in_codes', ['email', 'holder'], columns, toPendingCode);
  }

  async save(email: string, holder: CodeHolder, code: PendingVerification): Promise<void> {
    await this.#em.execute(
      `insert into sign_in_codes (email, holder, ${columns}) values (?, ?, ?, ?, ?, ?)
       on conflict (email, holder) do update set code_hash = excluded.code_hash,
         expires_at = excluded.expires_at, attempts = excluded.attempts, sent_at = excluded.sent_at`,
      [email, holder, code.codeHash, code.expiresAt, code.attempts, code.sentAt],
    );
  }

  find(email: string, holder: CodeHolder): Promise<PendingVerification | null> {
    return this.#rows.find([email, holder]);
  }

  countGuess(email: string, holder: CodeHolder, maxAttempts: number): Promise<PendingVerification | null> {
    return this.#rows.countGuess([email, holder], maxAttempts);
  }

  take(email: string, holder: CodeHolder, codeHash: string): Promise<boolean> {
    return this.#rows.take([email, holder], codeHash);
  }

  async deleteAllFor(email: string): Promise<void> {
    await this.#em.execute('delete from sign_in_codes where email = ?', [email], 'run');
  }

  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.#em.execute<unknown[]>(
      'delete from sign_in_codes where expires_at <= ? returning email',
      [now],
    );
    return rows.length;
  }
}
