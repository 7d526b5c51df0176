/** A sponsor (Revive's advertiser): whose campaigns they are and whom their reports go to (table `sponsors`). */
export interface Sponsor {
  id: string;
  /** Unique, whatever its case. */
  name: string;
  contactName: string | null;
  contactEmail: string | null;
  /** Whether the contact gets last week's figures every Monday (needs a contact e-mail). */
  weeklyReport: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What staff may set; id and timestamps are the server's. */
export type SponsorFields = Pick<Sponsor, 'name' | 'contactName' | 'contactEmail' | 'weeklyReport'>;

/** A sponsor as the console's list shows it. */
export interface SponsorSummary extends Sponsor {
  campaignCount: number;
}

/** The console's order: by name whatever its case, then by id so equal names keep one order. */
export function bySponsorName(a: Pick<Sponsor, 'name' | 'id'>, b: Pick<Sponsor, 'name' | 'id'>): number {
  return a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id.localeCompare(b.id);
}
