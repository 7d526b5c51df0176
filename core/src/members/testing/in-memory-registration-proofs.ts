import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type {
  IssuedRegistrationProof,
  RegistrationProof,
  RegistrationProofs,
} from '../registration-proofs.ts';

/** Tokens count up (`registration-proof-1`, ...); one proof per member, as in the table. */
export class InMemoryRegistrationProofs implements RegistrationProofs {
  readonly #proofs: TransactionalState<Map<string, RegistrationProof & { token: string }>>;
  #issued = 0;

  constructor(transactions: InMemoryTransactions = new InMemoryTransactions()) {
    this.#proofs = transactions.state(new Map());
  }

  async issue(memberId: string, expiresAt: Date): Promise<IssuedRegistrationProof> {
    this.#issued += 1;
    const token = `registration-proof-${this.#issued}`;
    this.#proofs.write().set(memberId, { token, memberId, expiresAt, openedCheckout: false });
    return { token, expiresAt };
  }

  async find(token: string, now: Date): Promise<RegistrationProof | null> {
    const stored = this.#byToken(token);
    if (!stored || stored.expiresAt <= now) return null;
    return { memberId: stored.memberId, expiresAt: stored.expiresAt, openedCheckout: stored.openedCheckout };
  }

  async noteCheckoutOpened(token: string): Promise<void> {
    const stored = this.#byToken(token);
    if (stored) this.#proofs.write().set(stored.memberId, { ...stored, openedCheckout: true });
  }

  #byToken(token: string) {
    return [...this.#proofs.read().values()].find((proof) => proof.token === token);
  }
}
