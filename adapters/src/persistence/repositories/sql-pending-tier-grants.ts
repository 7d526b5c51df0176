import { normalizeEmail } from '@commons/core/members/member';
import type { PendingTierGrant, PendingTierGrants } from '@commons/core/accounts/pending-tier-grants';
import type { AccountTier } from '@commons/core/members/tiers';
import type { EntityManager } from '../orm.ts';

interface GrantRow {
  email: string;
  tier: string;
  granted_by_id: string | null;
  reason: string;
  created_at: Date | string;
}

/** The `pending_tier_grants` table, one row per address. */
export class SqlPendingTierGrants implements PendingTierGrants {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async save(grant: PendingTierGrant): Promise<void> {
    await this.#em.execute(
      `insert into pending_tier_grants (email, tier, granted_by_id, reason, created_at) values (?, ?, ?, ?, ?)
       on conflict (email) do update set tier = excluded.tier, granted_by_id = excluded.granted_by_id,
         reason = excluded.reason, created_at = excluded.created_at`,
      [normalizeEmail(grant.email), grant.tier, grant.grantedBy, grant.reason, grant.createdAt],
    );
  }

  async find(email: string): Promise<PendingTierGrant | null> {
    const rows = await this.#em.execute<GrantRow[]>(
      `select email, tier, granted_by_id, reason, created_at from pending_tier_grants where email = ?`,
      [normalizeEmail(email)],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      email: row.email,
      tier: row.tier as AccountTier,
      grantedBy: row.granted_by_id,
      reason: row.reason,
      createdAt: new Date(row.created_at),
    };
  }

  async remove(email: string): Promise<void> {
    await this.#em.execute(`delete from pending_tier_grants where email = ?`, [normalizeEmail(email)]);
  }
}
