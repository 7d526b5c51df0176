import {
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
  type InferEntity,
} from '@mikro-orm/core';
import type { Clock } from '@commons/core/shared/clock';
import { isUuid } from '@commons/core/shared/ids';
import { bySponsorName, type Sponsor, type SponsorFields } from '@commons/core/sponsors/sponsor';
import {
  sponsorHasCampaigns,
  sponsorNameTaken,
  sponsorNotFound,
} from '@commons/core/sponsors/sponsor-errors';
import type { SponsorRepository } from '@commons/core/sponsors/sponsor-repository';
import { SponsorEntity } from '../entities/ads.ts';
import type { EntityManager } from '../orm.ts';

type SponsorRow = InferEntity<typeof SponsorEntity>;

function toSponsor(row: SponsorRow): Sponsor {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName ?? null,
    contactEmail: row.contactEmail ?? null,
    weeklyReport: row.weeklyReport,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The restricting key refusing a delete: foreign_key_violation (23503), which MikroORM names, on
 * PostgreSQL 15; restrict_violation (23001), which it does not, on newer ones (PGlite's 18).
 */
function isForeignKeyViolation(error: unknown): boolean {
  if (error instanceof ForeignKeyConstraintViolationException) return true;
  return (error as { code?: unknown } | null)?.code === '23001';
}

/**
 * Sponsors in `sponsors`. The unique index on the lower-cased name decides a taken name, and the
 * campaigns' restricting foreign key a sponsor that still has campaigns, on every instance.
 */
export class MikroOrmSponsorRepository implements SponsorRepository {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  async create(fields: SponsorFields): Promise<Sponsor> {
    const now = this.#clock.now();
    try {
      const id = await this.#em.insert(SponsorEntity, {
        ...fields,
        createdAt: now,
        updatedAt: now,
      } as SponsorRow);
      return await this.#read(String(id));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw sponsorNameTaken(fields.name);
      throw error;
    }
  }

  async findOrCreateByName(name: string): Promise<Sponsor> {
    const now = this.#clock.now();
    // One statement: a concurrent call for the same name waits on the unique index, then finds its
    // row. Through the EntityManager, so it runs in the caller's transaction.
    await this.#em.execute(
      `insert into sponsors (name, weekly_report, created_at, updated_at) values (?, false, ?, ?) on conflict (lower(name)) do nothing`,
      [name, now, now],
    );
    const [row] = await this.#em.execute<{ id: string }[]>(
      `select id from sponsors where lower(name) = lower(?)`,
      [name],
    );
    if (!row) throw new Error('The sponsor of that name could not be read back');
    return this.#read(row.id);
  }

  async findById(id: string): Promise<Sponsor | null> {
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(SponsorEntity, { id }, { disableIdentityMap: true });
    return row ? toSponsor(row) : null;
  }

  async list(): Promise<Sponsor[]> {
    const rows = await this.#em.find(SponsorEntity, {}, { disableIdentityMap: true });
    return rows.map(toSponsor).sort(bySponsorName);
  }

  async update(id: string, changes: Partial<SponsorFields>): Promise<Sponsor> {
    if (!isUuid(id)) throw sponsorNotFound();
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    try {
      const affected = await this.#em.nativeUpdate(
        SponsorEntity,
        { id },
        { ...defined, updatedAt: this.#clock.now() },
      );
      if (affected === 0) throw sponsorNotFound();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw sponsorNameTaken(changes.name ?? '');
      throw error;
    }
    return this.#read(id);
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) throw sponsorNotFound();
    try {
      const affected = await this.#em.nativeDelete(SponsorEntity, { id });
      if (affected === 0) throw sponsorNotFound();
    } catch (error) {
      // The failed statement ends the transaction: there is no asking how many campaigns.
      if (isForeignKeyViolation(error)) throw sponsorHasCampaigns();
      throw error;
    }
  }

  async #read(id: string): Promise<Sponsor> {
    const sponsor = await this.findById(id);
    if (!sponsor) throw new Error('The stored sponsor could not be read back');
    return sponsor;
  }
}
