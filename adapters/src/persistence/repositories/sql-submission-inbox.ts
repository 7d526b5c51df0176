import type {
  InboxFilter,
  InboxPage,
  StoredSubmission,
  SubmissionInbox,
  SubmissionNote,
  SubmissionState,
  SubmissionSummary,
  SubmissionType,
} from '@commons/core/community/submission-inbox';
import type { EntityManager } from '../orm.ts';

interface SummaryRow {
  id: string;
  type: SubmissionType;
  state: SubmissionState;
  name: string;
  email: string;
  organization: string | null;
  subject: string;
  submitted_at: Date | string;
}

interface NoteRow {
  id: string;
  submission_id: string;
  author_id: string | null;
  body: string;
  created_at: Date | string;
}

const tables: Record<SubmissionType, string> = {
  f100: 'f100_applications',
  partnership: 'partnership_inquiries',
  contact: 'contact_inquiries',
};

/** The three tables as one inbox, in the same columns. */
const inbox = `
  select id, 'f100' as type, state, first_name || ' ' || last_name as name, email, organization,
         position as subject, submitted_at from f100_applications
  union all
  select id, 'partnership', state, contact_name, email, company_name, partnership_type, submitted_at
    from partnership_inquiries
  union all
  select id, 'contact', state, name, email, null, subject, submitted_at from contact_inquiries`;

const camelCase = (column: string) =>
  column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The staff's inbox over the three submission tables (their `state` column) and `submission_notes`. */
export class SqlSubmissionInbox implements SubmissionInbox {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async list(filter: InboxFilter): Promise<InboxPage> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (filter.type) {
      conditions.push('type = ?');
      parameters.push(filter.type);
    }
    if (filter.state) {
      conditions.push('state = ?');
      parameters.push(filter.state);
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const [counted] = await this.#em.execute<{ total: string | number }[]>(
      `select count(*) as total from (${inbox}) inbox ${where}`,
      parameters,
    );
    const rows = await this.#em.execute<SummaryRow[]>(
      `select * from (${inbox}) inbox ${where} order by submitted_at desc, id asc limit ? offset ?`,
      [...parameters, filter.limit, filter.offset],
    );
    return { total: Number(counted?.total ?? 0), submissions: rows.map(toSummary) };
  }

  async find(id: string): Promise<StoredSubmission | null> {
    const [summary] = await this.#em.execute<SummaryRow[]>(`select * from (${inbox}) inbox where id = ?`, [
      id,
    ]);
    if (!summary) return null;
    const [row] = await this.#em.execute<{ form: Record<string, unknown> | string }[]>(
      `select to_jsonb(t) - 'id' - 'state' - 'submitted_at' as form from ${tables[summary.type]} t where id = ?`,
      [id],
    );
    const form =
      typeof row!.form === 'string' ? (JSON.parse(row!.form) as Record<string, unknown>) : row!.form;
    const fields: Record<string, string | null> = {};
    for (const [column, value] of Object.entries(form))
      fields[camelCase(column)] = value === null ? null : String(value);
    const notes = await this.#em.execute<NoteRow[]>(
      `select * from submission_notes where submission_id = ? order by created_at, id`,
      [id],
    );
    return { ...toSummary(summary), fields, notes: notes.map(toNote) };
  }

  async setState(id: string, state: SubmissionState): Promise<boolean> {
    for (const table of Object.values(tables)) {
      const changed = await this.#em.execute<{ id: string }[]>(
        `update ${table} set state = ? where id = ? returning id`,
        [state, id],
      );
      if (changed.length > 0) return true;
    }
    return false;
  }

  async addNote(note: SubmissionNote): Promise<void> {
    await this.#em.execute(
      `insert into submission_notes (id, submission_id, author_id, body, created_at) values (?, ?, ?, ?, ?)`,
      [note.id, note.submissionId, note.authorId, note.body, note.createdAt],
    );
  }
}

function toSummary(row: SummaryRow): SubmissionSummary {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    name: row.name,
    email: row.email,
    organization: row.organization,
    subject: row.subject,
    submittedAt: new Date(row.submitted_at),
  };
}

function toNote(row: NoteRow): SubmissionNote {
  return {
    id: row.id,
    submissionId: row.submission_id,
    authorId: row.author_id,
    body: row.body,
    createdAt: new Date(row.created_at),
  };
}
