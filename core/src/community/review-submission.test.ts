import { describe, expect, it } from 'vitest';
import { accountTestDeps } from '../accounts/testing/account-test-deps.ts';
import { aNewMember } from '../accounts/testing/member-builder.ts';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import { getSubmission } from './get-submission.ts';
import { listSubmissions } from './list-submissions.ts';
import { reviewSubmission } from './review-submission.ts';
import { InMemoryApplicationRepository } from './testing/in-memory-application-repository.ts';
import { InMemorySubmissionInbox } from './testing/in-memory-submission-inbox.ts';
import { aContactInquiry, anF100Application } from './testing/submission-builders.ts';

async function setUp() {
  const accounts = accountTestDeps();
  const admin = await accounts.members.create(
    aNewMember({ email: 'staff@example.org', isAdmin: true, membershipTier: null }),
  );
  const applications = new InMemoryApplicationRepository();
  const inbox = new InMemorySubmissionInbox(applications);
  const auditLog = new InMemoryAuditLog({
    clock: accounts.clock,
    transactions: accounts.transactions,
    emails: new Map([[admin.id, admin.email]]),
  });
  const deps = {
    inbox,
    auditLog,
    members: accounts.members,
    transactions: accounts.transactions,
    clock: accounts.clock,
    random: new SequenceRandom([0.5]),
  };
  return { deps, applications, admin, clock: accounts.clock };
}

describe('reviewSubmission', () => {
  it('moves a submission to a new state and records who did it in the audit log', async () => {
    const { deps, applications, admin } = await setUp();
    const contact = aContactInquiry({ name: 'Zanele Dube' });
    await applications.addContactInquiry(contact);

    const outcome = await reviewSubmission(deps, {
      id: contact.id,
      input: { state: 'in_review' },
      adminId: admin.id,
    });

    expect(outcome).toMatchObject({ before: { state: 'new' }, accepted: false });
    const detail = await getSubmission(deps, contact.id);
    expect(detail.state).toBe('in_review');
    expect(detail.history).toEqual([
      expect.objectContaining({
        actor: { kind: 'admin', id: admin.id, email: 'staff@example.org' },
        action: 'submission.state-changed',
        summary: 'Zanele Dube (Contact message): New → In review',
      }),
    ]);
  });

  it('keeps a staff note with its author and time, and says when an F100 application is accepted', async () => {
    const { deps, applications, admin, clock } = await setUp();
    const application = anF100Application();
    await applications.addF100Application(application);

    const outcome = await reviewSubmission(deps, {
      id: application.id,
      input: { state: 'accepted', note: '  Strong references.  ' },
      adminId: admin.id,
    });

    expect(outcome.accepted).toBe(true);
    const detail = await getSubmission(deps, application.id);
    expect(detail.notes).toEqual([
      expect.objectContaining({
        body: 'Strong references.',
        authorEmail: admin.email,
        createdAt: clock.now(),
      }),
    ]);
    expect(detail.history.map((entry) => entry.action).sort()).toEqual([
      'submission.note-added',
      'submission.state-changed',
    ]);
    expect((await listSubmissions(deps, { state: 'accepted' })).submissions).toHaveLength(1);
  });

  it('records nothing when the state does not move and there is no note', async () => {
    const { deps, applications, admin } = await setUp();
    const contact = aContactInquiry();
    await applications.addContactInquiry(contact);

    await reviewSubmission(deps, { id: contact.id, input: { state: 'new' }, adminId: admin.id });

    expect((await getSubmission(deps, contact.id)).history).toEqual([]);
  });

  it('refuses an empty review, an unknown state and an unknown submission in words', async () => {
    const { deps, applications, admin } = await setUp();
    const contact = aContactInquiry();
    await applications.addContactInquiry(contact);
    const review = (id: string, input: unknown) => reviewSubmission(deps, { id, input, adminId: admin.id });

    await expect(review(contact.id, {})).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Give a state or a note',
    });
    await expect(review(contact.id, { state: 'archived' })).rejects.toMatchObject({
      message: 'Unknown state',
    });
    await expect(review('nope', { state: 'accepted' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Submission not found',
    });
    await expect(review('5a1b9a3e-0000-4000-8000-999999999999', { note: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('listSubmissions', () => {
  it('validates its filters in words', async () => {
    const { deps } = await setUp();

    await expect(listSubmissions(deps, { type: 'letter' })).rejects.toMatchObject({
      message: 'Unknown type',
    });
    await expect(listSubmissions(deps, { limit: '0' })).rejects.toMatchObject({
      message: 'Limit must be a whole number from 1 to 500',
    });
  });
});
