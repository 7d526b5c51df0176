import type { StaffDirectory } from '@commons/core/community/submission-mailer';
import type { EntityManager } from '../orm.ts';

/** The configured staff address, and the owner's and admins' addresses from the `users` table. */
export class SqlStaffDirectory implements StaffDirectory {
  readonly staffEmail: string | null;
  readonly #em: EntityManager;

  constructor(em: EntityManager, staffEmail: string | null) {
    this.#em = em;
    this.staffEmail = staffEmail;
  }

  async adminEmails(): Promise<string[]> {
    const rows = await this.#em.execute<{ email: string }[]>(
      `select email from users where staff_role in ('owner', 'admin') order by email`,
    );
    return rows.map((row) => row.email);
  }
}
