import { adCampaignStatuses, adSlotIds } from '@commons/core/ads/ad-campaign';
import { adminSettableStatuses } from '@commons/core/membership/membership-status';

/** Spec section 2: the filters of User Management. */
export const statusFilters = ['all', ...adminSettableStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const tierFilters = ['all', 'f100', 'guardian', 'catalyst', 'leader', 'builder'] as const;
export type TierFilter = (typeof tierFilters)[number];

export const adminCopy = {
  title: 'Admin Dashboard',
  intro: 'Manage members and sponsored ad campaigns.',
  accessTitle: 'Admin access required',
  accessBody: 'This page is only available to super admins. Sign in with an admin account to continue.',
  tabs: { users: 'User Management', ads: 'Ad Management' },
  userStats: { total: 'Total Users', active: 'Active Members', f100: 'F100 Members', pending: 'Pending' },
  adStats: {
    total: 'Total Campaigns',
    active: 'Active Campaigns',
    impressions: 'Total Impressions',
    clicks: 'Total Clicks',
  },
  userColumns: ['Name', 'Email', 'Organization', 'Tier', 'Status', 'Payment', 'Joined', 'Actions'],
  adColumns: ['Campaign', 'Slot', 'Status', 'Weight', 'Impressions', 'Clicks', 'CTR', 'Actions'],
  noUsers: 'No users yet.',
  noMatchingUsers: 'No users match these filters.',
  noCampaigns: 'No ad campaigns yet. Create the first one to fill a dashboard slot.',
  adminLabel: 'Admin',
  toasts: {
    userUpdated: 'User updated successfully',
    userFailed: 'Failed to update user',
    created: 'Ad campaign created successfully',
    updated: 'Ad campaign updated successfully',
    deleted: 'Ad campaign deleted successfully',
    createFailed: 'Failed to create ad campaign',
    updateFailed: 'Failed to update ad campaign',
    deleteFailed: 'Failed to delete ad campaign',
    fetchFailed: 'Failed to fetch ads',
    usersFetchFailed: 'Failed to fetch users',
  },
} as const;

/** Spec section 5: the four ad slots and the two campaign statuses. */
export const slotOptions = adSlotIds;
export const campaignStatusOptions = adCampaignStatuses;
