import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { StaffMailer } from '../staff-mailer.ts';

type Invitation = Parameters<StaffMailer['invite']>[0];

/** Keeps the invitations it would send, as part of the caller's transaction (like the outbox). */
export class InMemoryStaffMailer implements StaffMailer {
  readonly #sent;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<Invitation[]>([]);
  }

  get invitations(): readonly Invitation[] {
    return this.#sent.read();
  }

  async invite(invitation: Invitation): Promise<void> {
    this.#sent.write().push({ ...invitation });
  }
}
