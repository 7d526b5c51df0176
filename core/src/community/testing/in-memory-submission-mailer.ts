import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { SubmissionSummary } from '../submission-inbox.ts';
import type { SubmissionMailer } from '../submission-mailer.ts';

interface Sent {
  staffNotifications: { to: string[]; submission: SubmissionSummary }[];
  acknowledgements: SubmissionSummary[];
  invitations: SubmissionSummary[];
}

/**
 * Keeps what would have been sent, as part of the caller's transaction (like the outbox table):
 * a rolled-back use case leaves no mail.
 */
export class InMemorySubmissionMailer implements SubmissionMailer {
  readonly #sent;

  constructor(transactions = new InMemoryTransactions()) {
    this.#sent = transactions.state<Sent>({ staffNotifications: [], acknowledgements: [], invitations: [] });
  }

  get staffNotifications(): readonly Sent['staffNotifications'][number][] {
    return this.#sent.read().staffNotifications;
  }

  get acknowledgements(): readonly SubmissionSummary[] {
    return this.#sent.read().acknowledgements;
  }

  get invitations(): readonly SubmissionSummary[] {
    return this.#sent.read().invitations;
  }

  async notifyStaff(to: readonly string[], submission: SubmissionSummary): Promise<void> {
    this.#sent.write().staffNotifications.push({ to: [...to], submission: { ...submission } });
  }

  async acknowledge(submission: SubmissionSummary): Promise<void> {
    this.#sent.write().acknowledgements.push({ ...submission });
  }

  async inviteToSignUp(application: SubmissionSummary): Promise<void> {
    this.#sent.write().invitations.push({ ...application });
  }
}
