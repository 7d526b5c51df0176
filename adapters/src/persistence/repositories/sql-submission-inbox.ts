import type {
  InboxFilter,
  InboxPage,
  StoredSubmission,
  SubmissionInbox,
  SubmissionNote,
  SubmissionState,
  SubmissionSummary,
  SubmissionType,
  SubmissionWithAnswers,
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
    const { where, parameters } = whereOf(filter);
    const [counted] = await this.#em.execute<{ total: string | number }[]>(
      `select count(*) as total from (${inbox}) inbox ${where}`,
      parameters,
    );
    return { total: Number(counted?.total ?? 0), submissions: await this.#page(filter) };
  }

  async listWithAnswers(filter: InboxFilter): Promise<SubmissionWithAnswers[]> {
    const page = await this.#page(filter);
    const answers = new Map<string, Record<string, string | null>>();
    // One query per kind on the page, not one per submission.
    for (const type of new Set(page.map((summary) => summary.type))) {
      const ids = page.filter((summary) => summary.type === type).map((summary) => summary.id);
      for (const [id, fields] of await this.#fieldsOf(type, ids)) answers.set(id, fields);
    }
    return page.map((summary) => ({ ...summary, fields: answers.get(summary.id) ?? {} }));
  }

  async #page(filter: InboxFilter): Promise<SubmissionSummary[]> {
    const { where, parameters } = whereOf(filter);
    const rows = await this.#em.execute<SummaryRow[]>(
      `select * from (${inbox}) inbox ${where} order by submitted_at desc, id asc limit ? offset ?`,
      [...parameters, filter.limit, filter.offset],
    );
    return rows.map(toSummary);
  }

  /** Every form field of the given submissions of one kind, by id. */
  async #fieldsOf(type: SubmissionType, ids: string[]): Promise<Map<string, Record<string, string | null>>> {
    const rows = await this.#em.execute<{ id: string; form: Record<string, unknown> | string }[]>(
      `select id, to_jsonb(t) - 'id' - 'state' - 'submitted_at' as form from ${tables[type]} t
        where id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(rows.map((row) => [row.id, formFields(row.form)]));
  }

  async find(id: string): Promise<StoredSubmission | null> {
    const [summary] = await this.#em.execute<SummaryRow[]>(`select * from (${inbox}) inbox where id = ?`, [
      id,
    ]);
    if (!summary) return null;
    const fields = (await this.#fieldsOf(summary.type, [id])).get(id) ?? {};
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

function whereOf(filter: InboxFilter): { where: string; parameters: unknown[] } {
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
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', parameters };
}

/** A row's columns (JSON, or its text on some drivers) as the form's camelCase fields, as text. */
function formFields(form: Record<string, unknown> | string): Record<string, string | null> {
  const columns = typeof form === 'string' ? (JSON.parse(form) as Record<string, unknown>) : form;
  const fields: Record<string, string | null> = {};
  for (const [column, value] of Object.entries(columns))
    fields[camelCase(column)] = value === null ? null : String(value);
  return fields;
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
