import type { PendingVerification } from '@commons/core/members/member';
import type { EntityManager } from '../orm.ts';

/** The columns every code table has, as a row reads them. */
export interface PendingCodeRow {
  code_hash: string;
  expires_at: Date | string;
  attempts: number;
  sent_at: Date | string;
}

export const pendingCodeColumns = 'code_hash, expires_at, attempts, sent_at';

export function toPendingCode(row: PendingCodeRow): PendingVerification {
  return {
    codeHash: row.code_hash,
    expiresAt: new Date(row.expires_at),
    attempts: Number(row.attempts),
    sentAt: new Date(row.sent_at),
  };
}

/**
 * The statements every table of one-time codes needs, whatever its key and extra columns: read a
 * code, count one guess unless none is left, take the code with its digest. Guesses are counted and
 * codes taken by single conditional statements, so concurrent requests can neither exceed the
 * guesses nor use a code twice. `table`, `keyColumns` and `columns` are the adapter's constants,
 * never input.
 */
export class SqlCodeRows<Row, Code> {
  readonly #em: EntityManager;
  readonly #table: string;
  readonly #key: string;
  readonly #columns: string;
  readonly #toCode: (row: Row) => Code;

  constructor(
    em: EntityManager,
    table: string,
    keyColumns: readonly string[],
    columns: string,
    toCode: (row: Row) => Code,
  ) {
    this.#em = em;
    this.#table = table;
    this.#key = keyColumns.map((column) => `${column} = ?`).join(' and ');
    this.#columns = columns;
    this.#toCode = toCode;
  }

  async find(key: readonly unknown[]): Promise<Code | null> {
    const rows = await this.#em.execute<Row[]>(
      `select ${this.#columns} from ${this.#table} where ${this.#key}`,
      [...key],
    );
    return rows[0] ? this.#toCode(rows[0]) : null;
  }

  async countGuess(key: readonly unknown[], maxAttempts: number): Promise<Code | null> {
    const rows = await this.#em.execute<Row[]>(
      `update ${this.#table} set attempts = attempts + 1
       where ${this.#key} and attempts < ? returning ${this.#columns}`,
      [...key, maxAttempts],
    );
    return rows[0] ? this.#toCode(rows[0]) : null;
  }

  async take(key: readonly unknown[], codeHash: string): Promise<boolean> {
    const rows = await this.#em.execute<unknown[]>(
      `delete from ${this.#table} where ${this.#key} and code_hash = ? returning code_hash`,
      [...key, codeHash],
    );
    return rows.length === 1;
  }
}
