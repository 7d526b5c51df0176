import type { PendingVerification } from '../../members/member.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { CodeHolder, SignInCodes } from '../sign-in-codes.ts';

interface StoredCode {
  email: string;
  code: PendingVerification;
}

const keyOf = (email: string, holder: CodeHolder) => JSON.stringify([email, holder]);

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemorySignInCodes implements SignInCodes {
  readonly #codes;

  constructor(transactions = new InMemoryTransactions()) {
    this.#codes = transactions.state(new Map<string, StoredCode>());
  }

  async save(email: string, holder: CodeHolder, code: PendingVerification): Promise<void> {
    this.#codes.write().set(keyOf(email, holder), { email, code: structuredClone(code) });
  }

  async find(email: string, holder: CodeHolder): Promise<PendingVerification | null> {
    const stored = this.#codes.read().get(keyOf(email, holder));
    return stored ? structuredClone(stored.code) : null;
  }

  async countGuess(
    email: string,
    holder: CodeHolder,
    maxAttempts: number,
  ): Promise<PendingVerification | null> {
    const stored = this.#codes.read().get(keyOf(email, holder));
    if (!stored || stored.code.attempts >= maxAttempts) return null;
    const code = { ...stored.code, attempts: stored.code.attempts + 1 };
    this.#codes.write().set(keyOf(email, holder), { email, code });
    return structuredClone(code);
  }

  async take(email: string, holder: CodeHolder, codeHash: string): Promise<boolean> {
    if (this.#codes.read().get(keyOf(email, holder))?.code.codeHash !== codeHash) return false;
    return this.#codes.write().delete(keyOf(email, holder));
  }

  async deleteAllFor(email: string): Promise<void> {
    this.#deleteWhere((stored) => stored.email === email);
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.#deleteWhere((stored) => stored.code.expiresAt <= now);
  }

  #deleteWhere(matches: (stored: StoredCode) => boolean): number {
    const keys = [...this.#codes.read()].filter(([, stored]) => matches(stored)).map(([key]) => key);
    const codes = this.#codes.write();
    for (const key of keys) codes.delete(key);
    return keys.length;
  }
}
