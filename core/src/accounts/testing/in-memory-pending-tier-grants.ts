import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import { normalizeEmail } from '../../members/member.ts';
import type { PendingTierGrant, PendingTierGrants } from '../pending-tier-grants.ts';

export class InMemoryPendingTierGrants implements PendingTierGrants {
  readonly #grants: TransactionalState<Map<string, PendingTierGrant>>;

  constructor(transactions: InMemoryTransactions = new InMemoryTransactions()) {
    this.#grants = transactions.state(new Map());
  }

  async save(grant: PendingTierGrant): Promise<void> {
    const email = normalizeEmail(grant.email);
    this.#grants.write().set(email, structuredClone({ ...grant, email }));
  }

  async find(email: string): Promise<PendingTierGrant | null> {
    const grant = this.#grants.read().get(normalizeEmail(email));
    return grant ? structuredClone(grant) : null;
  }

  async remove(email: string): Promise<void> {
    this.#grants.write().delete(normalizeEmail(email));
  }
}
