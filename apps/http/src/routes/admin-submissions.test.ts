/**
 * The staff's inbox, audit log and CSV exports over HTTP: a public form lands in the inbox and mails
 * the staff and the submitter; a review is recorded in the audit log; exports are spreadsheet-safe;
 * members get 403. Accepting an F100 application grants f100, to a newcomer once they sign up.
 */
import { parse } from 'csv-parse/sync';
import {
  aContactInquiryInput,
  anF100ApplicationInput,
} from '@commons/core/community/testing/submission-builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../testing/outbox.ts';
import { signUp, verify } from '../testing/payment-journeys.ts';
import { startTestApp, type SignedIn, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let admin: SignedIn;
let member: SignedIn;
let ipSequence = 0;

const call = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
  app.request(method, path, {
    ...options,
    headers: { 'x-forwarded-for': `203.0.113.${(ipSequence++ % 250) + 1}` },
  });
const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, { body, cookie: admin.cookie });

beforeAll(async () => {
  app = await startTestApp({ env: { STAFF_EMAIL: 'staff@commons.test' } });
  admin = await app.signIn({ staffRole: 'admin', email: 'inbox-admin@commons.test' });
  member = await app.signIn({ email: 'inbox-member@commons.test' });
});
afterAll(() => app?.stop());

describe('the submissions inbox', () => {
  it('shows a contact message posted on the public site, and mails the staff and the submitter', async () => {
    const posted = await call('POST', '/api/contact', {
      body: aContactInquiryInput({ email: 'writer@example.org', subject: 'Forum sessions' }),
    });
    expect(posted.status).toBe(201);
    const { id } = posted.body as { id: string };

    const inbox = await asAdmin('GET', '/api/admin/submissions?type=contact&state=new&limit=5');

    expect(inbox.status).toBe(200);
    expect(Number(inbox.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(inbox.body).toContainEqual(
      expect.objectContaining({
        id,
        type: 'contact',
        state: 'new',
        email: 'writer@example.org',
        subject: 'Forum sessions',
      }),
    );
    const [notice] = await mailsTo(app.dataDir, 'staff@commons.test');
    expect(notice?.subject).toBe('New contact message: Zanele Dube');
    // Quoted-printable: undo soft line breaks and the encoded '='.
    expect(notice?.raw.replace(/=\n/g, '').replaceAll('=3D', '=')).toContain(`section=submissions&id=${id}`);
    const [thanks] = await mailsTo(app.dataDir, 'writer@example.org');
    expect(thanks?.subject).toBe('Message received - Innovation Commons');
  });

  it('moves a submission through its states with notes, each change in its history and the audit log', async () => {
    const posted = await call('POST', '/api/f100', {
      body: anF100ApplicationInput({ email: 'applicant@example.org' }),
    });
    const { id } = posted.body as { id: string };
    const [thanks] = await mailsTo(app.dataDir, 'applicant@example.org');
    expect(thanks?.raw).toContain('within 2 weeks');

    const reviewed = await asAdmin('PATCH', `/api/admin/submissions/${id}`, {
      state: 'in_review',
      note: 'Check the references.',
    });

    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({
      id,
      type: 'f100',
      state: 'in_review',
      fields: { email: 'applicant@example.org', sector: 'Finance' },
      notes: [{ body: 'Check the references.', authorId: admin.member.id, authorEmail: admin.member.email }],
    });
    const history = (reviewed.body as { history: { action: string; actor: { email: string } }[] }).history;
    expect(history.map((entry) => entry.action).sort()).toEqual([
      'submission.note-added',
      'submission.state-changed',
    ]);
    expect(history[0]?.actor.email).toBe(admin.member.email);

    const audit = await asAdmin('GET', `/api/admin/audit?kind=submission&actorId=${admin.member.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body).toContainEqual(
      expect.objectContaining({
        action: 'submission.state-changed',
        subject: { kind: 'submission', id },
        summary: 'Amina Okafor (F100 application): New → In review',
      }),
    );
    expect(Number(audit.headers.get('x-total-count'))).toBe(2);
  });

  it('answers unknown submissions and bad reviews with words', async () => {
    expect(await asAdmin('GET', '/api/admin/submissions/00000000-0000-4000-8000-000000000000')).toMatchObject(
      {
        status: 404,
        body: { error: 'Submission not found' },
      },
    );
    expect(await asAdmin('GET', '/api/admin/submissions?state=archived')).toMatchObject({
      status: 400,
      body: { error: 'Unknown state' },
    });
    const { id } = (await call('POST', '/api/contact', { body: aContactInquiryInput() })).body as {
      id: string;
    };
    expect(await asAdmin('PATCH', `/api/admin/submissions/${id}`, {})).toMatchObject({
      status: 400,
      body: { error: 'Give a state or a note' },
    });
  });
});

describe('the CSV exports', () => {
  it('exports a member named =HYPERLINK("x") escaped in members.csv, with the list filters', async () => {
    await app.signIn({ email: 'formula@example.org', firstName: '=HYPERLINK("x")', lastName: '-Minus' });

    const csv = await asAdmin('GET', '/api/admin/members.csv?q=formula@');

    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = parse(csv.body as string, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'formula@example.org',
        firstName: `'=HYPERLINK("x")`,
        lastName: "'-Minus",
      }),
    ]);
  });

  it('exports the inbox with its filters and every answer of the form, and the audit log', async () => {
    const application = anF100ApplicationInput({
      email: 'csv.applicant@example.org',
      vision: 'A vision, with a comma and "quotes".',
    });
    expect((await call('POST', '/api/f100', { body: application })).status).toBe(201);

    const csv = (await asAdmin('GET', '/api/admin/submissions.csv?type=f100')).body as string;
    const submissions = parse(csv, { columns: true }) as Record<string, string>[];
    expect(submissions.length).toBeGreaterThanOrEqual(1);
    expect(new Set(submissions.map((row) => row.type))).toEqual(new Set(['f100']));
    expect(csv.split('\n')[0]).toBe(
      'id,type,state,name,email,organization,subject,submittedAt,' +
        'firstName,lastName,position,sector,experience,leadership,innovation,vision,linkedinUrl,websiteUrl',
    );
    expect(submissions.find((row) => row.email === 'csv.applicant@example.org')).toMatchObject({
      subject: application.position,
      position: application.position,
      sector: application.sector,
      experience: application.experience,
      leadership: application.leadership,
      innovation: application.innovation,
      vision: application.vision,
      linkedinUrl: application.linkedinUrl,
      websiteUrl: '',
    });
    // Without a type filter, the answers of all three forms.
    const everything = (await asAdmin('GET', '/api/admin/submissions.csv')).body as string;
    expect(everything.split('\n')[0]).toContain('companyName,contactName,phone');
    expect(everything.split('\n')[0]).toContain('message');

    const audit = parse((await asAdmin('GET', '/api/admin/audit.csv?kind=submission')).body as string, {
      columns: true,
    }) as Record<string, string>[];
    expect(audit[0]).toMatchObject({ actorEmail: admin.member.email, subjectKind: 'submission' });
  });
});

describe('the staff routes, for a member', () => {
  it.each([
    ['GET', '/api/admin/submissions'],
    ['GET', '/api/admin/submissions.csv'],
    ['GET', '/api/admin/submissions/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/admin/submissions/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/audit.csv'],
    ['GET', '/api/admin/members.csv'],
    ['GET', '/api/admin/users'],
  ])('%s %s answers 403', async (method, path) => {
    const answer = await call(method, path, {
      cookie: member.cookie,
      body: method === 'PATCH' ? { note: 'x' } : undefined,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: expect.any(String) });
  });
});

describe('accepting an F100 application', () => {
  const reason = 'F100 application accepted';

  /** Applies on the public form and returns the application's id in the staff's inbox. */
  async function apply(email: string): Promise<string> {
    expect((await call('POST', '/api/f100', { body: anF100ApplicationInput({ email }) })).status).toBe(201);
    const inbox = await asAdmin('GET', '/api/admin/submissions?type=f100&limit=500');
    const found = (inbox.body as { id: string; email: string }[]).find((s) => s.email === email);
    expect(found).toBeDefined();
    return found!.id;
  }

  interface Detail {
    membershipTier: string;
    history: { kind: string; to: string | null; reason: string; actor: { email: string | null } }[];
  }

  async function tierGrantOf(email: string) {
    const [listed] = (await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(email)}`)).body as {
      id: string;
    }[];
    const detail = (await asAdmin('GET', `/api/admin/users/${listed!.id}`)).body as Detail;
    expect(detail.membershipTier).toBe('f100');
    return detail.history.find((entry) => entry.kind === 'membershipTier' && entry.to === 'f100');
  }

  it("grants f100 to the applicant's member, with the admin and the reason in the history", async () => {
    const email = 'f100-member@example.org';
    await signUp(app, email, 'explorer');
    await verify(app, email);

    const accepted = await asAdmin('PATCH', `/api/admin/submissions/${await apply(email)}`, {
      state: 'accepted',
    });

    expect(accepted).toMatchObject({ status: 200, body: { state: 'accepted' } });
    expect(await tierGrantOf(email)).toMatchObject({ reason, actor: { email: admin.member.email } });
  });

  it('invites an applicant with no account, and grants f100 once they sign up and verify', async () => {
    const email = 'f100-newcomer@example.org';

    const accepted = await asAdmin('PATCH', `/api/admin/submissions/${await apply(email)}`, {
      state: 'accepted',
    });

    expect(accepted.status).toBe(200);
    const history = (accepted.body as { history: { action: string }[] }).history.map((entry) => entry.action);
    expect(history).toContain('submission.f100-invited');
    expect((await mailsTo(app.dataDir, email)).map((mail) => mail.subject)).toContainEqual(
      expect.stringContaining('Your F100 application is accepted'),
    );
    await signUp(app, email, 'explorer');
    await verify(app, email);
    expect(await tierGrantOf(email)).toMatchObject({ reason, actor: { email: admin.member.email } });
  });
});
