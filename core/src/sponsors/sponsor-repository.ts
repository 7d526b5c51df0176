import type { Sponsor, SponsorFields } from './sponsor.ts';

/** Sponsor storage for the console's use cases. */
export interface SponsorRepository {
  /** Stores a new sponsor; CONFLICT (`sponsorNameTaken`) when the name is taken, whatever its case. */
  create(fields: SponsorFields): Promise<Sponsor>;
  /**
   * The sponsor of that name (whatever its case), created with no contact when there is none; two
   * concurrent calls for one name answer the same sponsor.
   */
  findOrCreateByName(name: string): Promise<Sponsor>;
  /** Null for an unknown id (including one that is not a uuid). */
  findById(id: string): Promise<Sponsor | null>;
  /** Every sponsor, by name. */
  list(): Promise<Sponsor[]>;
  /** Applies the changes, bumps updatedAt; NOT_FOUND for an unknown id, CONFLICT for a taken name. */
  update(id: string, changes: Partial<SponsorFields>): Promise<Sponsor>;
  /** NOT_FOUND for an unknown id; CONFLICT (`sponsorHasCampaigns`) while a campaign belongs to it. */
  delete(id: string): Promise<void>;
}
