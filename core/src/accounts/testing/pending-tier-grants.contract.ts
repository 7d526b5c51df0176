import { describe, expect, it } from 'vitest';
import type { PendingTierGrant, PendingTierGrants } from '../pending-tier-grants.ts';

export interface PendingTierGrantsHarness {
  grants: PendingTierGrants;
  /** An existing admin account, who grants. */
  adminId: string;
}

/** The behaviour every PendingTierGrants must have; `create` returns an empty store. */
export function pendingTierGrantsContract(
  name: string,
  create: () => Promise<PendingTierGrantsHarness>,
): void {
  describe(`PendingTierGrants contract: ${name}`, () => {
    const aGrant = (adminId: string, overrides: Partial<PendingTierGrant> = {}): PendingTierGrant => ({
      email: `applicant-${crypto.randomUUID()}@example.org`,
      tier: 'f100',
      grantedBy: adminId,
      reason: 'F100 application accepted',
      createdAt: new Date('2026-03-01T10:00:00.000Z'),
      ...overrides,
    });

    it('keeps a grant for its address until it is removed', async () => {
      const { grants, adminId } = await create();
      const grant = aGrant(adminId);

      await grants.save(grant);

      expect(await grants.find(grant.email)).toEqual(grant);
      await grants.remove(grant.email);
      expect(await grants.find(grant.email)).toBeNull();
    });

    it('finds the address whatever its case, and knows no grant for another address', async () => {
      const { grants, adminId } = await create();
      const grant = aGrant(adminId);
      await grants.save(grant);

      expect(await grants.find(`  ${grant.email.toUpperCase()} `)).toEqual(grant);
      expect(await grants.find('someone-else@example.org')).toBeNull();
    });

    it('replaces an earlier grant for the same address', async () => {
      const { grants, adminId } = await create();
      const first = aGrant(adminId);
      const second = { ...first, grantedBy: null, reason: 'granted again' };

      await grants.save(first);
      await grants.save(second);

      expect(await grants.find(first.email)).toEqual(second);
    });

    it('removes nothing else, and removing a missing address is no error', async () => {
      const { grants, adminId } = await create();
      const kept = aGrant(adminId);
      await grants.save(kept);

      await grants.remove('nobody@example.org');

      expect(await grants.find(kept.email)).toEqual(kept);
    });
  });
}
