import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { InMemoryMemberRepository } from '../members/testing/in-memory-member-repository.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { changeStaffRole } from './change-staff-role.ts';
import { inviteStaff } from './invite-staff.ts';
import { listStaff } from './list-staff.ts';
import type { StaffMember, StaffRole } from './permissions.ts';
import { InMemoryStaffMailer } from './testing/in-memory-staff-mailer.ts';
import { InMemoryStaffRepository } from './testing/in-memory-staff-repository.ts';

async function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(clock, transactions);
  const mailer = new InMemoryStaffMailer(transactions);
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  const deps = {
    members,
    staff: new InMemoryStaffRepository(members, transactions),
    mailer,
    auditLog,
    clock,
    transactions,
  };
  const staffMember = async (role: StaffRole): Promise<StaffMember> => {
    const stored = await members.create(aNewMember({ staffRole: role }));
    return { id: stored.id, role };
  };
  return { deps, members, mailer, auditLog, staffMember, owner: await staffMember('owner') };
}

describe('inviting staff', () => {
  it('opens an account for a new address with the role, mails the invitation and audits it', async () => {
    const { deps, mailer, auditLog, owner } = await setUp();

    const invited = await inviteStaff(deps, { email: ' Eda@Example.org ', role: 'editor' }, owner);

    expect(invited).toMatchObject({ email: 'eda@example.org', role: 'editor' });
    expect(mailer.invitations).toEqual([expect.objectContaining({ to: 'eda@example.org', role: 'editor' })]);
    const staff = await listStaff(deps);
    expect(staff.find((entry) => entry.id === invited.id)).toMatchObject({ role: 'editor', accepted: false });
    const { entries } = await auditLog.list({ limit: 10, offset: 0 });
    expect(entries[0]).toMatchObject({
      action: 'staff.invited',
      summary: 'eda@example.org: no role → editor',
    });
  });

  it('gives an existing member the role, keeping their account', async () => {
    const { deps, members, owner } = await setUp();
    const reader = await members.create(aNewMember({ email: 'reader@example.org' }));

    const invited = await inviteStaff(deps, { email: 'reader@example.org', role: 'author' }, owner);

    expect(invited.id).toBe(reader.id);
    expect((await members.findById(reader.id))?.staffRole).toBe('author');
  });

  it('names the invitee as the invitation says, else by the address before the @', async () => {
    const { deps, owner, members } = await setUp();
    const unnamed = await members.create(
      aNewMember({ email: 'blank@example.org', firstName: '', lastName: '' }),
    );

    await inviteStaff(deps, { email: 'eda@example.org', role: 'author', name: ' Eda  van Dijk ' }, owner);
    await inviteStaff(deps, { email: 'sam.lee@example.org', role: 'author', name: '  ' }, owner);
    await inviteStaff(deps, { email: 'blank@example.org', role: 'editor' }, owner);

    const names = new Map((await listStaff(deps)).map((line) => [line.email, line.name]));
    expect(names.get('eda@example.org')).toBe('Eda van Dijk');
    expect(names.get('sam.lee@example.org')).toBe('sam.lee');
    expect(names.get('blank@example.org')).toBe('blank');
    expect(await members.findById(unnamed.id)).toMatchObject({ firstName: 'blank', staffRole: 'editor' });
  });

  it('keeps the name an existing member gave', async () => {
    const { deps, owner, members } = await setUp();
    const reader = await members.create(aNewMember({ email: 'reader@example.org', firstName: 'Rea' }));

    await inviteStaff(deps, { email: 'reader@example.org', role: 'author', name: 'Someone Else' }, owner);

    expect((await members.findById(reader.id))?.firstName).toBe('Rea');
  });

  it('refuses an editor, and an invitation to be owner', async () => {
    const { deps, owner, staffMember } = await setUp();
    const editor = await staffMember('editor');

    await expect(inviteStaff(deps, { email: 'x@example.org', role: 'author' }, editor)).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    await expect(inviteStaff(deps, { email: 'x@example.org', role: 'owner' }, owner)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('changing a staff role', () => {
  it('changes and removes a role, auditing each change', async () => {
    const { deps, members, auditLog, staffMember } = await setUp();
    const admin = await staffMember('admin');
    const author = await staffMember('author');

    await changeStaffRole(deps, author.id, { role: 'editor' }, admin);
    expect((await members.findById(author.id))?.staffRole).toBe('editor');
    await changeStaffRole(deps, author.id, { role: null }, admin);

    expect((await members.findById(author.id))?.staffRole).toBeNull();
    const { entries } = await auditLog.list({ limit: 10, offset: 0 });
    expect(entries.map((entry) => entry.summary)).toEqual([
      expect.stringMatching(/editor → no role$/),
      expect.stringMatching(/author → editor$/),
    ]);
  });

  it('never lets an admin change the owner or raise anyone to owner', async () => {
    const { deps, owner, staffMember } = await setUp();
    const admin = await staffMember('admin');

    await expect(changeStaffRole(deps, owner.id, { role: 'admin' }, admin)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(changeStaffRole(deps, owner.id, { role: null }, admin)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(changeStaffRole(deps, admin.id, { role: 'owner' }, admin)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('lets the owner hand ownership over, becoming an admin', async () => {
    const { deps, members, owner, staffMember } = await setUp();
    const editor = await staffMember('editor');

    await changeStaffRole(deps, editor.id, { role: 'owner' }, owner);

    expect((await members.findById(editor.id))?.staffRole).toBe('owner');
    expect((await members.findById(owner.id))?.staffRole).toBe('admin');
    expect(await deps.staff.ownerId()).toBe(editor.id);
  });

  it('refuses a member who is not staff', async () => {
    const { deps, members, staffMember } = await setUp();
    const reader = await members.create(aNewMember());
    const author = await staffMember('author');

    await expect(
      changeStaffRole(deps, author.id, { role: 'admin' }, { id: reader.id, role: 'author' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
