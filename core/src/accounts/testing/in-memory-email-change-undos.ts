import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { EmailChangeUndo, EmailChangeUndos } from '../email-change-undos.ts';

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemoryEmailChangeUndos implements EmailChangeUndos {
  readonly #undos: TransactionalState<Map<string, EmailChangeUndo>>;

  constructor(transactions = new InMemoryTransactions()) {
    this.#undos = transactions.state(new Map<string, EmailChangeUndo>());
  }

  async save(undo: EmailChangeUndo): Promise<void> {
    this.#undos.write().set(undo.tokenHash, structuredClone(undo));
  }

  async findByTokenHash(tokenHash: string): Promise<EmailChangeUndo | null> {
    const undo = this.#undos.read().get(tokenHash);
    return undo ? structuredClone(undo) : null;
  }

  async take(tokenHash: string): Promise<boolean> {
    return this.#undos.write().delete(tokenHash);
  }

  async deleteForMember(memberId: string): Promise<number> {
    return this.#deleteWhere((undo) => undo.memberId === memberId);
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.#deleteWhere((undo) => undo.expiresAt <= now);
  }

  #deleteWhere(matches: (undo: EmailChangeUndo) => boolean): number {
    const undos = this.#undos.write();
    const doomed = [...undos.values()].filter(matches);
    for (const undo of doomed) undos.delete(undo.tokenHash);
    return doomed.length;
  }
}
