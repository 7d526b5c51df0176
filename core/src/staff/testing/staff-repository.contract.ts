import { describe, expect, it } from 'vitest';
import type { MemberRepository } from '../../members/member-repository.ts';
import { aNewMember } from '../../members/testing/member-builder.ts';
import type { StaffRepository } from '../staff-repository.ts';

export interface StaffRepositoryFixture {
  staff: StaffRepository;
  members: MemberRepository;
}

/** What every `StaffRepository` must do; run on the fake and on each adapter. */
export function staffRepositoryContract(name: string, setUp: () => Promise<StaffRepositoryFixture>): void {
  describe(`StaffRepository contract: ${name}`, () => {
    it('lists only members with a role, owner first, then by role and e-mail', async () => {
      const { staff, members } = await setUp();
      await members.create(aNewMember({ email: 'reader@example.org' }));
      await members.create(aNewMember({ email: 'zed@example.org', staffRole: 'author' }));
      await members.create(aNewMember({ email: 'bea@example.org', staffRole: 'editor' }));
      await members.create(aNewMember({ email: 'amy@example.org', staffRole: 'author' }));
      const owner = await members.create(aNewMember({ email: 'yan@example.org', staffRole: 'owner' }));

      const listed = await staff.list();

      expect(listed.map(({ email, role }) => [email, role])).toEqual([
        ['yan@example.org', 'owner'],
        ['bea@example.org', 'editor'],
        ['amy@example.org', 'author'],
        ['zed@example.org', 'author'],
      ]);
      expect(listed[0]).toMatchObject({ id: owner.id, firstName: owner.firstName, invitedAt: null });
    });

    it('names the owner, and nobody before there is one', async () => {
      const { staff, members } = await setUp();
      await members.create(aNewMember({ staffRole: 'admin' }));
      expect(await staff.ownerId()).toBeNull();

      const owner = await members.create(aNewMember({ staffRole: 'owner' }));

      expect(await staff.ownerId()).toBe(owner.id);
    });

    it('keeps the latest invitation date of a member', async () => {
      const { staff, members } = await setUp();
      const invited = await members.create(aNewMember({ staffRole: 'editor' }));

      await staff.recordInvitation(invited.id, new Date('2026-11-01T10:00:00Z'));
      await staff.recordInvitation(invited.id, new Date('2026-11-02T10:00:00Z'));

      const [entry] = await staff.list();
      expect(entry?.invitedAt).toEqual(new Date('2026-11-02T10:00:00Z'));
    });
  });
}
