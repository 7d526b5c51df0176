import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestContext } from '@mikro-orm/core';
import type { Transactions } from '@commons/core/shared/transactions';
import type { Orm } from './orm.ts';

/**
 * Runs work in one database transaction. Repositories read `orm.em`, which MikroORM resolves to the
 * transaction's fork while the callback runs, so they need no transaction argument.
 */
export class MikroOrmTransactions implements Transactions {
  readonly #orm: Orm;
  /** The after-commit callbacks of the `run` the calling code is in. */
  readonly #committed = new AsyncLocalStorage<(() => void)[]>();

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.#committed.getStore();
    const committed: (() => void)[] = [];
    const result = await this.#orm.em.transactional(() => this.#committed.run(committed, work));
    // A nested run is a savepoint: its callbacks wait for the outermost commit.
    if (outer) outer.push(...committed);
    else for (const callback of committed) callback();
    return result;
  }

  afterCommit(callback: () => void): void {
    const committed = this.#committed.getStore();
    if (committed) committed.push(callback);
    else callback();
  }

  /** MikroORM resolves `orm.em` to the transaction's fork while one runs in this async flow. */
  isActive(): boolean {
    return this.#orm.em.isInTransaction();
  }
}

/** Gives each unit of work (HTTP request, CLI command) its own EntityManager fork. */
export function runInDatabaseContext<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(orm.em, work);
}
