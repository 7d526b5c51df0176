import type { AdCampaignWithStats } from '@commons/core/ads/list-campaigns-with-stats';
import type { AccountTier } from '@commons/core/membership/tiers';
import type { Serialized } from '../../../lib/serialized.ts';

/** One row of GET /api/admin/users (spec section 3, the admin list fields), as JSON. */
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  position: string | null;
  phone: string | null;
  membershipTier: AccountTier | null;
  membershipStatus: string;
  paymentStatus: string;
  isAdmin: boolean;
  createdAt: string;
}

/** One row of GET /api/ads: every campaign field with its counters and CTR (percent), as JSON. */
export type AdminCampaign = Serialized<AdCampaignWithStats>;
