import type { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { staffRoles } from '../permissions.ts';
import type { StaffEntry, StaffRepository } from '../staff-repository.ts';

/**
 * Reads the roles from the in-memory members it is given; keeps invitations in its own table. It
 * knows no sessions, so `lastSignedInAt` is always null.
 */
export class InMemoryStaffRepository implements StaffRepository {
  readonly #members: InMemoryMemberRepository;
  readonly #invitations;

  constructor(members: InMemoryMemberRepository, transactions = new InMemoryTransactions()) {
    this.#members = members;
    this.#invitations = transactions.state<Map<string, Date>>(new Map());
  }

  async list(): Promise<StaffEntry[]> {
    const invitations = this.#invitations.read();
    return this.#members
      .all()
      .flatMap(({ id, email, firstName, lastName, staffRole }) =>
        staffRole
          ? [
              {
                id,
                email,
                firstName,
                lastName,
                role: staffRole,
                invitedAt: invitations.get(id) ?? null,
                lastSignedInAt: null,
              },
            ]
          : [],
      )
      .sort(
        (a, b) => staffRoles.indexOf(a.role) - staffRoles.indexOf(b.role) || (a.email < b.email ? -1 : 1),
      );
  }

  async ownerId(): Promise<string | null> {
    return this.#members.all().find((member) => member.staffRole === 'owner')?.id ?? null;
  }

  async recordInvitation(memberId: string, at: Date): Promise<void> {
    this.#invitations.write().set(memberId, at);
  }
}
