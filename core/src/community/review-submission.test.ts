import { describe, expect, it } from 'vitest';
import { tierFullMessage } from '../accounts/complimentary-tier.ts';
import { register } from '../accounts/register.ts';
import { signInWithCode } from '../accounts/sign-in-with-code.ts';
import { requestSignInCode } from '../accounts/request-sign-in-code.ts';
import { accountTestDeps, aRequester, aSignUp } from '../accounts/testing/account-test-deps.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { verifyEmail } from '../accounts/verify-email.ts';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import { getSubmission } from './get-submission.ts';
import { listSubmissions } from './list-submissions.ts';
import { f100AcceptedReason, reviewSubmission } from './review-submission.ts';
import { InMemoryApplicationRepository } from './testing/in-memory-application-repository.ts';
import { InMemorySubmissionInbox } from './testing/in-memory-submission-inbox.ts';
import { InMemorySubmissionMailer } from './testing/in-memory-submission-mailer.ts';
import { aContactInquiry, anF100Application } from './testing/submission-builders.ts';

async function setUp() {
  const accounts = accountTestDeps();
  const admin = await accounts.members.create(
    aNewMember({ email: 'staff@example.org', staffRole: 'admin', membershipTier: null }),
  );
  const applications = new InMemoryApplicationRepository();
  const inbox = new InMemorySubmissionInbox(applications, accounts.transactions);
  const auditLog = new InMemoryAuditLog({
    clock: accounts.clock,
    transactions: accounts.transactions,
    emails: new Map([[admin.id, admin.email]]),
  });
  const mailer = new InMemorySubmissionMailer(accounts.transactions);
  const deps = {
    inbox,
    auditLog,
    members: accounts.members,
    pendingGrants: accounts.pendingGrants,
    mailer,
    transactions: accounts.transactions,
    clock: accounts.clock,
    random: new SequenceRandom([0.5]),
  };
  return { deps, applications, admin, mailer, accounts, clock: accounts.clock };
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
      'submission.f100-invited',
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

describe('accepting an F100 application', () => {
  const accept = (deps: Awaited<ReturnType<typeof setUp>>['deps'], id: string, adminId: string) =>
    reviewSubmission(deps, { id, input: { state: 'accepted' }, adminId });

  it("grants f100 to the applicant's member through the console's grant, with the admin and the reason", async () => {
    const { deps, applications, admin, accounts, mailer } = await setUp();
    const application = anF100Application();
    await applications.addF100Application(application);
    const member = await accounts.members.create(aNewMember({ email: application.email.toUpperCase() }));

    const outcome = await accept(deps, application.id, admin.id);

    expect(outcome.f100).toBe('granted');
    expect((await accounts.members.findById(member.id))?.membershipTier).toBe('f100');
    expect((await accounts.members.statusHistory(member.id)).at(-1)).toMatchObject({
      toTier: 'f100',
      reason: f100AcceptedReason,
      actor: { kind: 'admin', id: admin.id },
    });
    expect(mailer.invitations).toEqual([]);
  });

  it('refuses the 101st in words and leaves the state as it was, member or not', async () => {
    const { deps, applications, admin, accounts, mailer } = await setUp();
    for (let i = 0; i < 100; i += 1) await accounts.members.create(aNewMember({ membershipTier: 'f100' }));
    const withAccount = anF100Application();
    const withoutAccount = anF100Application({ email: 'no-account@example.org' });
    await applications.addF100Application(withAccount);
    await applications.addF100Application(withoutAccount);
    await accounts.members.create(aNewMember({ email: withAccount.email }));

    for (const application of [withAccount, withoutAccount]) {
      await expect(accept(deps, application.id, admin.id)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: tierFullMessage('f100', 100),
      });
      const detail = await getSubmission(deps, application.id);
      expect(detail.state).toBe('new');
      expect(detail.history).toEqual([]);
    }
    expect(await accounts.pendingGrants.find(withoutAccount.email)).toBeNull();
    expect(mailer.invitations).toEqual([]);
  });

  it('invites an applicant with no account, and grants f100 when they sign up and verify', async () => {
    const { deps, applications, admin, accounts, mailer } = await setUp();
    const application = anF100Application();
    await applications.addF100Application(application);

    expect((await accept(deps, application.id, admin.id)).f100).toBe('invited');
    expect(mailer.invitations.map((invited) => invited.email)).toEqual([application.email]);
    expect(await accounts.pendingGrants.find(application.email)).toMatchObject({
      tier: 'f100',
      grantedBy: admin.id,
      reason: f100AcceptedReason,
    });

    await register(accounts.deps, aSignUp({ email: application.email }), aRequester());
    const code = accounts.mailer.lastCodeFor(application.email);
    const { member } = await verifyEmail(accounts.deps, { email: application.email, code }, aRequester());

    expect(member.membershipTier).toBe('f100');
    expect(await accounts.pendingGrants.find(application.email)).toBeNull();
    expect(
      (await accounts.members.statusHistory(member.id)).map(({ reason, actor }) => [reason, actor]),
    ).toEqual([
      ['registered', { kind: 'member' }],
      ['email-verified', { kind: 'member' }],
      [f100AcceptedReason, { kind: 'admin', id: admin.id }],
    ]);
  });

  it('grants it too when the new member proves the address with a sign-in code', async () => {
    const { deps, applications, admin, accounts } = await setUp();
    const application = anF100Application();
    await applications.addF100Application(application);
    await accept(deps, application.id, admin.id);
    await register(accounts.deps, aSignUp({ email: application.email }), aRequester());
    accounts.clock.advanceSeconds(120);
    const browser = await requestSignInCode(accounts.deps, { email: application.email }, aRequester());

    const { member } = await signInWithCode(
      accounts.deps,
      { email: application.email, code: accounts.mailer.lastCodeFor(application.email, 'sign-in-code') },
      aRequester(undefined, { codeRequestToken: browser.token }),
    );

    expect(member.membershipTier).toBe('f100');
    expect(await accounts.pendingGrants.find(application.email)).toBeNull();
  });

  it('keeps the grant pending, and still verifies, when the F100 filled up before the sign-up', async () => {
    const { deps, applications, admin, accounts } = await setUp();
    const application = anF100Application();
    await applications.addF100Application(application);
    await accept(deps, application.id, admin.id);
    for (let i = 0; i < 100; i += 1) await accounts.members.create(aNewMember({ membershipTier: 'f100' }));
    await register(accounts.deps, aSignUp({ email: application.email }), aRequester());
    const code = accounts.mailer.lastCodeFor(application.email);

    const { member } = await verifyEmail(accounts.deps, { email: application.email, code }, aRequester());

    expect(member).toMatchObject({ emailVerified: true, membershipTier: 'explorer' });
    expect(await accounts.pendingGrants.find(application.email)).not.toBeNull();
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
