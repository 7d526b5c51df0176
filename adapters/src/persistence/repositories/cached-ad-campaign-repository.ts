import type { AdCampaign, AdCampaignFields, AdSlotId } from '@commons/core/ads/ad-campaign';
import type { AdCampaignRepository } from '@commons/core/ads/ad-campaign-repository';
import type { Clock } from '@commons/core/shared/clock';

/** How long this process reuses a slot's active campaigns; other instances see admin writes within it. */
export const activeCampaignsTtlMs = 5_000;

type DatabaseScope = <R>(work: () => Promise<R>) => Promise<R>;

interface SlotEntry {
  expiresAt: number;
  campaigns: Promise<AdCampaign[]>;
}

/**
 * Keeps each slot's active campaigns in process for a few seconds, so filling a slot (the hot path)
 * asks the database at most once per slot and TTL; concurrent misses share one query. Every write
 * through this repository empties the cache, so this process sees its own admin changes at once.
 */
export class CachedAdCampaignRepository implements AdCampaignRepository {
  readonly #inner: AdCampaignRepository;
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #bySlot = new Map<AdSlotId, SlotEntry>();
  readonly #inOwnScope: DatabaseScope;

  /**
   * `inOwnScope` runs a cache refill in a database context of its own: the refill serves every
   * request waiting on it, and the hot path (filling a slot) then needs no per-request context.
   */
  constructor(
    inner: AdCampaignRepository,
    clock: Clock,
    ttlMs = activeCampaignsTtlMs,
    inOwnScope: DatabaseScope = (work) => work(),
  ) {
    this.#inner = inner;
    this.#clock = clock;
    this.#ttlMs = ttlMs;
    this.#inOwnScope = inOwnScope;
  }

  listActiveInSlot(slotId: AdSlotId): Promise<AdCampaign[]> {
    const now = this.#clock.now().getTime();
    const cached = this.#bySlot.get(slotId);
    if (cached && cached.expiresAt > now) return cached.campaigns;
    const entry: SlotEntry = {
      expiresAt: now + this.#ttlMs,
      campaigns: this.#inOwnScope(() => this.#inner.listActiveInSlot(slotId)),
    };
    this.#bySlot.set(slotId, entry);
    // A failed read is not remembered: the next request tries the database again.
    entry.campaigns.catch(() => {
      if (this.#bySlot.get(slotId) === entry) this.#bySlot.delete(slotId);
    });
    return entry.campaigns;
  }

  /** Forgets every slot; the next selection reads the database. */
  invalidate(): void {
    this.#bySlot.clear();
  }

  create(fields: AdCampaignFields): Promise<AdCampaign> {
    return this.#write(() => this.#inner.create(fields));
  }

  update(id: string, changes: Partial<AdCampaignFields>): Promise<AdCampaign> {
    return this.#write(() => this.#inner.update(id, changes));
  }

  delete(id: string): Promise<void> {
    return this.#write(() => this.#inner.delete(id));
  }

  findById(id: string): Promise<AdCampaign | null> {
    return this.#inner.findById(id);
  }

  list(): Promise<AdCampaign[]> {
    return this.#inner.list();
  }

  async #write<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } finally {
      // Also after a failure: the write may have landed before the error surfaced.
      this.invalidate();
    }
  }
}
