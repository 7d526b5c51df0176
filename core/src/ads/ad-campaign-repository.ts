import type { AdCampaign, AdCampaignFields, AdSlotId } from './ad-campaign.ts';

/** Campaign storage for the admin use cases and the selection. */
export interface AdCampaignRepository {
  /** Stores a new campaign with zero counters and returns it with its id and timestamps. */
  create(fields: AdCampaignFields): Promise<AdCampaign>;
  /** Null for an unknown id (including one that is not a uuid). */
  findById(id: string): Promise<AdCampaign | null>;
  /** Every campaign, newest first, with its counters. */
  list(): Promise<AdCampaign[]>;
  /**
   * The active campaigns of one slot, whatever their schedule and targeting: the selection checks
   * those against its own clock, so this answer may be cached for a few seconds.
   */
  listActiveInSlot(slotId: AdSlotId): Promise<AdCampaign[]>;
  /** Applies the changes, bumps updatedAt and returns the campaign; NOT_FOUND for an unknown id. */
  update(id: string, changes: Partial<AdCampaignFields>): Promise<AdCampaign>;
  /** Removes the campaign and its daily counts; NOT_FOUND for an unknown id. */
  delete(id: string): Promise<void>;
}
