import { RequestContext } from '@mikro-orm/core';
import type { Transactions } from '@commons/core/shared/transactions';
import type { Orm } from './orm.ts';

/**
 * Runs work in one database transaction. Repositories read `orm.em`, which MikroORM resolves to the
 * transaction's fork while the callback runs, so they need no transaction argument.
 */
export class MikroOrmTransactions implements Transactions {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.#orm.em.transactional(() => work());
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
