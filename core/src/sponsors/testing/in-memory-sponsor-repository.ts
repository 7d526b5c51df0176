import type { AdCampaignRepository } from '../../ads/ad-campaign-repository.ts';
import type { Clock } from '../../shared/clock.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { bySponsorName, type Sponsor, type SponsorFields } from '../sponsor.ts';
import { sponsorHasCampaigns, sponsorNameTaken, sponsorNotFound } from '../sponsor-errors.ts';
import type { SponsorRepository } from '../sponsor-repository.ts';

export class InMemorySponsorRepository implements SponsorRepository {
  readonly #byId = new Map<string, Sponsor>();
  readonly #clock: Clock;
  /** The campaigns whose sponsor a delete checks, as the database's foreign key does. */
  readonly #campaigns: Pick<AdCampaignRepository, 'list'> | undefined;
  #sequence = 0;

  constructor(clock: Clock = new FixedClock(), campaigns?: Pick<AdCampaignRepository, 'list'>) {
    this.#clock = clock;
    this.#campaigns = campaigns;
  }

  #named(name: string, except?: string): Sponsor | undefined {
    const key = name.toLowerCase();
    return [...this.#byId.values()].find(
      (sponsor) => sponsor.name.toLowerCase() === key && sponsor.id !== except,
    );
  }

  async create(fields: SponsorFields): Promise<Sponsor> {
    if (this.#named(fields.name)) throw sponsorNameTaken(fields.name);
    this.#sequence += 1;
    const now = this.#clock.now();
    const sponsor: Sponsor = {
      ...fields,
      id: `00000000-0000-4000-c000-${String(this.#sequence).padStart(12, '0')}`,
      createdAt: now,
      updatedAt: now,
    };
    this.#byId.set(sponsor.id, sponsor);
    return { ...sponsor };
  }

  async findOrCreateByName(name: string): Promise<Sponsor> {
    const existing = this.#named(name);
    if (existing) return { ...existing };
    return this.create({ name, contactName: null, contactEmail: null, weeklyReport: false });
  }

  async findById(id: string): Promise<Sponsor | null> {
    const sponsor = this.#byId.get(id);
    return sponsor ? { ...sponsor } : null;
  }

  async list(): Promise<Sponsor[]> {
    return [...this.#byId.values()].sort(bySponsorName).map((sponsor) => ({ ...sponsor }));
  }

  async update(id: string, changes: Partial<SponsorFields>): Promise<Sponsor> {
    const existing = this.#byId.get(id);
    if (!existing) throw sponsorNotFound();
    if (changes.name !== undefined && this.#named(changes.name, id)) throw sponsorNameTaken(changes.name);
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated = { ...existing, ...defined, updatedAt: this.#clock.now() };
    this.#byId.set(id, updated);
    return { ...updated };
  }

  async delete(id: string): Promise<void> {
    if (!this.#byId.has(id)) throw sponsorNotFound();
    const campaigns = (await this.#campaigns?.list())?.filter((campaign) => campaign.sponsorId === id) ?? [];
    if (campaigns.length > 0) throw sponsorHasCampaigns(campaigns.length);
    this.#byId.delete(id);
  }
}
