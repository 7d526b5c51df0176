import type { AccountTier } from '../members/tiers.ts';

/**
 * A tier granted to an address that has no account yet (an F100 application accepted before the
 * applicant signed up). It is applied, and removed, when that address is verified.
 */
export interface PendingTierGrant {
  /** Normalised (trimmed, lower case), as accounts store it. */
  email: string;
  tier: AccountTier;
  /** The admin who granted it; null from the operator's CLI (or once that admin is deleted). */
  grantedBy: string | null;
  /** What the membership history will say: 'F100 application accepted'. */
  reason: string;
  createdAt: Date;
}

export interface PendingTierGrants {
  /** Stores the grant waiting for its address, replacing an earlier one for the same address. */
  save(grant: PendingTierGrant): Promise<void>;
  find(email: string): Promise<PendingTierGrant | null>;
  remove(email: string): Promise<void>;
}
