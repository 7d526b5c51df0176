// The fake must know which async flow is inside a transaction, as MikroORM does: only Node's
// AsyncLocalStorage tells, which is why core's testing/ folder (and only it) may import `node:`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transactions } from '../transactions.ts';

interface Copy {
  value: unknown;
  /** The committed version the copy was taken from. */
  version: number;
  dirty: boolean;
}

interface Transaction {
  readonly parent: Transaction | null;
  readonly copies: Map<TransactionalState<unknown>, Copy>;
  /** What to call once the outermost transaction commits. */
  readonly committed: (() => void)[];
  open: boolean;
}

/**
 * A fake's tables as the transactions of one `InMemoryTransactions` see them. Outside a
 * transaction, reads and writes go to the committed state; inside, to the transaction's own working
 * copy (taken on first use), which replaces the committed state on commit and is dropped on
 * rollback.
 */
export class TransactionalState<S> {
  #committed: S;
  #version = 0;
  readonly #current: () => Transaction | undefined;

  constructor(initial: S, current: () => Transaction | undefined) {
    this.#committed = initial;
    this.#current = current;
  }

  /** The state the caller sees; do not change it (use `write`). */
  read(): S {
    const transaction = this.#current();
    return transaction ? (this.#copyIn(transaction).value as S) : this.#committed;
  }

  /** The state the caller may change: its transaction's copy, or the committed state. */
  write(): S {
    const transaction = this.#current();
    if (!transaction) {
      this.#version += 1;
      return this.#committed;
    }
    const copy = this.#copyIn(transaction);
    copy.dirty = true;
    return copy.value as S;
  }

  #copyIn(transaction: Transaction): Copy {
    if (!transaction.open) throw new Error('A fake repository was used after its transaction ended');
    const key = this as TransactionalState<unknown>;
    let copy = transaction.copies.get(key);
    if (!copy) {
      const source = transaction.parent
        ? this.#copyIn(transaction.parent)
        : { value: this.#committed, version: this.#version };
      copy = { value: structuredClone(source.value), version: source.version, dirty: false };
      transaction.copies.set(key, copy);
    }
    return copy;
  }

  /** Whether a top-level transaction's copy can replace the committed state. */
  canCommit(copy: Copy): boolean {
    return copy.version === this.#version;
  }

  commit(copy: Copy): void {
    this.#committed = copy.value as S;
    this.#version += 1;
  }
}

/**
 * The in-memory `Transactions`: fakes built with `state()` take part, so a transaction that throws
 * leaves nothing behind and one still running shows nothing to readers outside it. Top-level
 * transactions run one at a time, as if each locked every row it touches: stricter than PostgreSQL,
 * never looser. A nested `run` is a savepoint: its failure undoes only its own writes.
 */
export class InMemoryTransactions implements Transactions {
  readonly #current = new AsyncLocalStorage<Transaction>();
  #queue: Promise<unknown> = Promise.resolve();

  /** A fake's state, with `initial` committed. */
  state<S>(initial: S): TransactionalState<S> {
    return new TransactionalState(initial, () => this.#current.getStore());
  }

  isActive(): boolean {
    return this.#current.getStore() !== undefined;
  }

  afterCommit(callback: () => void): void {
    const transaction = this.#current.getStore();
    if (transaction) transaction.committed.push(callback);
    else callback();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    const parent = this.#current.getStore();
    if (parent) return this.#attempt(work, parent);
    const turn = this.#queue.then(() => this.#attempt(work, null));
    this.#queue = turn.catch(() => undefined);
    return turn;
  }

  async #attempt<T>(work: () => Promise<T>, parent: Transaction | null): Promise<T> {
    const transaction: Transaction = { parent, copies: new Map(), committed: [], open: true };
    try {
      const result = await this.#current.run(transaction, work);
      const written = [...transaction.copies].filter(([, copy]) => copy.dirty);
      if (parent) {
        for (const [state, copy] of written) parent.copies.set(state, copy);
        parent.committed.push(...transaction.committed);
        return result;
      }
      if (!written.every(([state, copy]) => state.canCommit(copy))) {
        // PostgreSQL would have merged or waited; the fake cannot merge, so it says so.
        throw new Error('A write outside the transaction changed fake state the transaction also changed');
      }
      for (const [state, copy] of written) state.commit(copy);
      for (const callback of transaction.committed) callback();
      return result;
    } finally {
      transaction.open = false;
    }
  }
}
