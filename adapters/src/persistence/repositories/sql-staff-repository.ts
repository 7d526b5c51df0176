import type { StaffEntry, StaffRepository } from '@commons/core/staff/staff-repository';
import type { StaffRole } from '@commons/core/staff/permissions';
import type { EntityManager } from '../orm.ts';

interface StaffRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  staff_role: StaffRole;
  staff_invited_at: Date | null;
  last_signed_in_at: Date | null;
}

/** The members with a role, read from `users` with their latest session. */
export class SqlStaffRepository implements StaffRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async list(): Promise<StaffEntry[]> {
    const rows = await this.#em.execute<StaffRow[]>(
      `select u.id, u.email, u.first_name, u.last_name, u.staff_role, u.staff_invited_at,
              (select max(s.created_at) from sessions s where s.user_id = u.id) as last_signed_in_at
         from users u
        where u.staff_role is not null
        order by array_position(array['owner', 'admin', 'editor', 'author'], u.staff_role), u.email`,
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.staff_role,
      invitedAt: row.staff_invited_at ? new Date(row.staff_invited_at) : null,
      lastSignedInAt: row.last_signed_in_at ? new Date(row.last_signed_in_at) : null,
    }));
  }

  async ownerId(): Promise<string | null> {
    const rows = await this.#em.execute<{ id: string }[]>(`select id from users where staff_role = 'owner'`);
    return rows[0]?.id ?? null;
  }

  async recordInvitation(memberId: string, at: Date): Promise<void> {
    await this.#em.execute(`update users set staff_invited_at = ? where id = ?`, [at, memberId]);
  }
}
