import type { AdCampaignStatus, AdSlotId } from '@commons/core/ads/ad-campaign';
import type { AccountTier } from '@commons/core/membership/tiers';

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
export interface AdminCampaign {
  id: string;
  name: string;
  slotId: AdSlotId;
  imageUrl: string;
  alt: string;
  clickUrl: string;
  status: AdCampaignStatus;
  weight: number;
  startAt: string | null;
  endAt: string | null;
  tiers: AccountTier[];
  sectors: string[];
  countries: string[];
  impressions: number;
  clicks: number;
  ctr: number;
  createdAt: string;
  updatedAt: string;
}
