import type { ContactInquiry, F100Application, PartnershipInquiry } from '../submissions.ts';
import type {
  InboxFilter,
  InboxPage,
  StoredSubmission,
  SubmissionInbox,
  SubmissionNote,
  SubmissionState,
  SubmissionWithAnswers,
} from '../submission-inbox.ts';
import {
  summarizeContactInquiry,
  summarizeF100Application,
  summarizePartnershipInquiry,
} from '../submission-summary.ts';
import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import type { InMemoryApplicationRepository } from './in-memory-application-repository.ts';

function fieldsOf(record: object): Record<string, string | null> {
  const fields: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(record))
    if (name !== 'id' && name !== 'submittedAt') fields[name] = value === null ? null : String(value);
  return fields;
}

/**
 * The inbox over the fake application repository's records, with its own states and notes, which
 * roll back with a failed transaction (an F100 acceptance refused for a full F100 keeps the state).
 */
export class InMemorySubmissionInbox implements SubmissionInbox {
  readonly #applications: InMemoryApplicationRepository;
  readonly #review: TransactionalState<{ states: Map<string, SubmissionState>; notes: SubmissionNote[] }>;

  constructor(
    applications: InMemoryApplicationRepository,
    transactions: InMemoryTransactions = new InMemoryTransactions(),
  ) {
    this.#applications = applications;
    this.#review = transactions.state({ states: new Map(), notes: [] });
  }

  async #all(): Promise<SubmissionWithAnswers[]> {
    const { states } = this.#review.read();
    const state = (id: string) => states.get(id) ?? 'new';
    const f100 = (r: F100Application) => ({
      ...summarizeF100Application(r, state(r.id)),
      fields: fieldsOf(r),
    });
    const partnership = (r: PartnershipInquiry) => ({
      ...summarizePartnershipInquiry(r, state(r.id)),
      fields: fieldsOf(r),
    });
    const contact = (r: ContactInquiry) => ({
      ...summarizeContactInquiry(r, state(r.id)),
      fields: fieldsOf(r),
    });
    return [
      ...(await this.#applications.listF100Applications()).map(f100),
      ...(await this.#applications.listPartnershipInquiries()).map(partnership),
      ...(await this.#applications.listContactInquiries()).map(contact),
    ].sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime() || a.id.localeCompare(b.id));
  }

  async #matching(filter: InboxFilter): Promise<SubmissionWithAnswers[]> {
    return (await this.#all()).filter(
      (s) => (!filter.type || s.type === filter.type) && (!filter.state || s.state === filter.state),
    );
  }

  async list(filter: InboxFilter): Promise<InboxPage> {
    const matches = await this.#matching(filter);
    return {
      total: matches.length,
      submissions: matches
        .slice(filter.offset, filter.offset + filter.limit)
        .map(({ fields: _fields, ...summary }) => summary),
    };
  }

  async listWithAnswers(filter: InboxFilter): Promise<SubmissionWithAnswers[]> {
    return (await this.#matching(filter)).slice(filter.offset, filter.offset + filter.limit);
  }

  async find(id: string): Promise<StoredSubmission | null> {
    const found = (await this.#all()).find((s) => s.id === id);
    if (!found) return null;
    const notes = this.#review
      .read()
      .notes.filter((note) => note.submissionId === id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((note) => ({ ...note }));
    return { ...found, notes };
  }

  async setState(id: string, state: SubmissionState): Promise<boolean> {
    if (!(await this.#all()).some((s) => s.id === id)) return false;
    this.#review.write().states.set(id, state);
    return true;
  }

  async addNote(note: SubmissionNote): Promise<void> {
    this.#review.write().notes.push({ ...note });
  }
}
