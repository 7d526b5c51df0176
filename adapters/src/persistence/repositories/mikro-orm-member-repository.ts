import {
  LockMode,
  raw,
  UniqueConstraintViolationException,
  type FilterQuery,
  type InferEntity,
  type QueryOrderMap,
} from '@mikro-orm/core';
import { emailTaken, memberNotFound, membershipIdTaken } from '@commons/core/members/member-errors';
import { normalizeEmail, type Member, type PendingVerification } from '@commons/core/members/member';
import {
  lockOutsideTransactionMessage,
  type MemberChanges,
  type MemberRepository,
  type MembershipStatusChange,
  type NewMember,
} from '@commons/core/members/member-repository';
import type {
  MemberExportCursor,
  MemberFilters,
  MemberSearch,
  MemberSearchPage,
  MemberSort,
  MemberStats,
} from '@commons/core/members/member-search';
import type { QBFilterQuery } from '@mikro-orm/sql';
import type { Actor } from '@commons/core/members/actor';
import type { AccountTier } from '@commons/core/members/tiers';
import { isUuid } from '@commons/core/shared/ids';
import { MembershipStatusChangeEntity, UserEntity } from '../entities/users.ts';
import type { EntityManager } from '../orm.ts';
import { likePattern } from './like-pattern.ts';

type UserRow = InferEntity<typeof UserEntity>;
type UserColumns = Partial<Omit<UserRow, 'id' | 'createdAt'>>;
type ChangeRow = InferEntity<typeof MembershipStatusChangeEntity>;

// Reads never go through the identity map: updates are native, so a cached entity could be stale.
const fresh = { disableIdentityMap: true } as const;

function pendingCode(
  hash: string | null | undefined,
  expiresAt: Date | null | undefined,
  attempts: number,
  sentAt: Date | null | undefined,
): PendingVerification | null {
  return hash && expiresAt && sentAt ? { codeHash: hash, expiresAt, attempts, sentAt } : null;
}

function toMember(row: UserRow): Member {
  return {
    id: row.id,
    membershipId: row.membershipId ?? null,
    email: row.email,
    passwordHash: row.passwordHash ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    organization: row.organization ?? null,
    position: row.position ?? null,
    phone: row.phone ?? null,
    // The column also allows 'enterprise' (the catalogue's tiers); accounts never hold it.
    membershipTier: (row.membershipTier ?? null) as Member['membershipTier'],
    billingCycle: row.billingCycle ?? null,
    complimentary: row.complimentary,
    membershipStatus: row.membershipStatus,
    paymentStatus: row.paymentStatus,
    emailVerifiedAt: row.emailVerifiedAt ?? null,
    verification: pendingCode(
      row.verificationCodeHash,
      row.verificationCodeExpiry,
      row.verificationAttempts,
      row.verificationCodeSentAt,
    ),
    staffRole: row.staffRole ?? null,
    newsletter: row.newsletter,
    newsletterSource: (row.newsletterSource ?? null) as Member['newsletterSource'],
    newsletterSince: row.newsletterSince ?? null,
    paymentCustomerId: row.paymentCustomerId ?? null,
    paymentSubscriptionId: row.paymentSubscriptionId ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toColumns(fields: MemberChanges): UserColumns {
  const { verification, ...rest } = fields;
  const columns: UserColumns = { ...rest };
  if (verification !== undefined) {
    columns.verificationCodeHash = verification?.codeHash ?? null;
    columns.verificationCodeExpiry = verification?.expiresAt ?? null;
    columns.verificationAttempts = verification?.attempts ?? 0;
    columns.verificationCodeSentAt = verification?.sentAt ?? null;
  }
  return columns;
}

// History columns are plain text, so an entry stays readable whatever the catalogue becomes.
function toChange(row: ChangeRow): MembershipStatusChange {
  return {
    // Read by member only, so never an erased member's (null) entry.
    memberId: row.user!,
    fromStatus: (row.fromStatus ?? null) as MembershipStatusChange['fromStatus'],
    toStatus: row.toStatus as MembershipStatusChange['toStatus'],
    fromPaymentStatus: (row.fromPaymentStatus ?? null) as MembershipStatusChange['fromPaymentStatus'],
    toPaymentStatus: row.toPaymentStatus as MembershipStatusChange['toPaymentStatus'],
    fromTier: (row.fromTier ?? null) as MembershipStatusChange['fromTier'],
    toTier: (row.toTier ?? null) as MembershipStatusChange['toTier'],
    fromBillingCycle: (row.fromBillingCycle ?? null) as MembershipStatusChange['fromBillingCycle'],
    toBillingCycle: (row.toBillingCycle ?? null) as MembershipStatusChange['toBillingCycle'],
    reason: row.reason,
    actor: toActor(row.actorKind, row.actorRef ?? null),
    at: row.createdAt,
  };
}

function toActor(kind: string, ref: string | null): Actor {
  if (kind === 'admin' && ref) return { kind, id: ref };
  if (kind === 'payment-event' && ref) return { kind, eventId: ref };
  if (kind === 'member') return { kind };
  return { kind: 'system' };
}

function actorRef(actor: Actor): string | null {
  switch (actor.kind) {
    case 'admin':
      return actor.id;
    case 'payment-event':
      return actor.eventId;
    case 'member':
    case 'system':
      return null;
  }
}

/** Each order ends on the id, so pages never overlap or skip when times or names tie. */
const orders: Record<MemberSort, QueryOrderMap<UserRow>[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'asc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  name: [{ [raw('lower(first_name)')]: 'asc' }, { [raw('lower(last_name)')]: 'asc' }, { id: 'asc' }],
  email: [{ email: 'asc' }, { id: 'asc' }],
};

/**
 * Joins the lower-cased e-mail, organisation and full name in the generated `search_text` column
 * (migration 20261125221128): a search that does not contain it can only match there within one
 * field, as it would field by field.
 */
const searchTextSeparator = '\u0001';

/**
 * `ilike` on each field is `lower(field) like lower(pattern)`: one `like` on the column lower-cased
 * when the row was written reads each row once (and one trigram index). A search holding the
 * separator could span two fields there, so it keeps the field-by-field form.
 */
function textMatch(q: string): FilterQuery<UserRow> {
  const pattern = likePattern(q);
  if (!q.includes(searchTextSeparator)) {
    return { [raw('search_text')]: { $like: raw('lower(?)', [pattern]) } };
  }
  return {
    $or: [
      { email: { $ilike: pattern } },
      { organization: { $ilike: pattern } },
      { [raw(`first_name || ' ' || last_name`)]: { $ilike: pattern } },
    ],
  };
}

function searchFilter(search: MemberFilters): FilterQuery<UserRow> {
  const where: FilterQuery<UserRow> & Record<string, unknown> = {};
  if (search.status) where.membershipStatus = search.status;
  if (search.tier) where.membershipTier = search.tier;
  if (search.payment) where.paymentStatus = search.payment;
  if (search.q) Object.assign(where, textMatch(search.q));
  return where;
}

/**
 * The export's keyset: rows after the cursor's member in (created_at, id) order. The cursor's time
 * is read back from its row, as a JS Date drops the column's microseconds (a page would start
 * again inside its own last millisecond); the Date stands in only for a member erased meanwhile.
 * The `created_at >=` half lets the planner walk the created_at index.
 */
const cursorTime = 'coalesce((select created_at from users where id = ?), ?)';
const afterCursor = `created_at >= ${cursorTime} and (created_at, id) > (${cursorTime}, ?)`;
const cursorParams = ({ id, createdAt }: MemberExportCursor) => [id, createdAt, id, createdAt, id];

/** The text hashed into the tier's advisory lock key: one lock per tier, named for what it guards. */
const tierGrantLockKey = (tier: AccountTier) => `tier-grant:${tier}`;

function violatedConstraint(error: UniqueConstraintViolationException): string {
  return (error as { constraint?: string }).constraint ?? error.message;
}

/** The `users` and `membership_status_history` tables, through the context's EntityManager. */
export class MikroOrmMemberRepository implements MemberRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async create(member: NewMember): Promise<Member> {
    const now = new Date();
    let rows: UserRow[];
    try {
      // A taken membership id inserts nothing instead of failing: a failed statement would abort the
      // caller's transaction (25P02), and the caller's retry with a fresh id with it.
      rows = await this.#em
        .createQueryBuilder(UserEntity)
        .insert({
          ...toColumns(member),
          email: normalizeEmail(member.email),
          createdAt: now,
          updatedAt: now,
        } as UserRow)
        .onConflict('membershipId')
        .ignore()
        .returning('*')
        .execute<UserRow[]>('all');
    } catch (error) {
      // The query builder hands over the driver's own error; the EntityManager's calls convert it.
      const converted = this.#em.getDriver().convertException(error as Error);
      const taken = converted instanceof UniqueConstraintViolationException;
      if (taken && violatedConstraint(converted).includes('users_email_unique')) throw emailTaken();
      throw error;
    }
    const [row] = rows;
    if (!row) throw membershipIdTaken();
    return toMember(row);
  }

  async findById(id: string): Promise<Member | null> {
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(UserEntity, { id }, fresh);
    return row ? toMember(row) : null;
  }

  async findByEmail(email: string): Promise<Member | null> {
    const row = await this.#em.findOne(UserEntity, { email: normalizeEmail(email) }, fresh);
    return row ? toMember(row) : null;
  }

  async findByPaymentCustomerId(customerId: string): Promise<Member | null> {
    const row = await this.#em.findOne(UserEntity, { paymentCustomerId: customerId }, fresh);
    return row ? toMember(row) : null;
  }

  async findByIdForUpdate(id: string): Promise<Member | null> {
    if (!this.#em.isInTransaction()) throw new Error(lockOutsideTransactionMessage);
    if (!isUuid(id)) return null;
    const row = await this.#em.findOne(
      UserEntity,
      { id },
      { ...fresh, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    return row ? toMember(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Member[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await this.#em.find(UserEntity, { id: { $in: valid } }, fresh);
    return rows.map(toMember);
  }

  async search(search: MemberSearch): Promise<MemberSearchPage> {
    const [rows, total] = await this.#em.findAndCount(UserEntity, searchFilter(search), {
      ...fresh,
      orderBy: orders[search.sort],
      limit: search.limit,
      offset: search.offset,
    });
    return { members: rows.map(toMember), total };
  }

  async newsletterMembers(text: string, limit?: number): Promise<Member[]> {
    const rows = await this.#em.find(
      UserEntity,
      { newsletter: true, emailVerifiedAt: { $ne: null }, email: { $like: likePattern(text.toLowerCase()) } },
      { ...fresh, orderBy: [{ newsletterSince: 'desc nulls last' }, { email: 'asc' }], limit },
    );
    return rows.map(toMember);
  }

  /** Plain rows, never entities: no hydration or identity map for a page nobody changes. */
  async exportPage(
    filters: MemberFilters,
    after: MemberExportCursor | null,
    limit: number,
  ): Promise<Member[]> {
    const query = this.#em
      .createQueryBuilder(UserEntity)
      .select('*')
      // The search's own filter object: the query builder's type leaves out forms it never holds.
      .where(searchFilter(filters) as QBFilterQuery<UserRow>)
      .orderBy(orders.oldest)
      .limit(limit);
    if (after) query.andWhere(afterCursor, cursorParams(after));
    const rows = await query.execute<UserRow[]>('all');
    return rows.map(toMember);
  }

  async stats(): Promise<MemberStats> {
    const [row] = await this.#em.getConnection().execute<Record<keyof MemberStats, string>[]>(
      `select count(*) as total,
         count(*) filter (where membership_status = 'active') as active,
         count(*) filter (where membership_tier = 'f100') as f100,
         count(*) filter (where membership_status = 'pending') as pending
       from users`,
    );
    return {
      total: Number(row?.total ?? 0),
      active: Number(row?.active ?? 0),
      f100: Number(row?.f100 ?? 0),
      pending: Number(row?.pending ?? 0),
    };
  }

  async countWithTier(tier: AccountTier): Promise<number> {
    return this.#em.count(UserEntity, { membershipTier: tier });
  }

  async lockTierGrants(tier: AccountTier): Promise<void> {
    if (!this.#em.isInTransaction()) throw new Error(lockOutsideTransactionMessage);
    // Held until the transaction ends: the next grant of this tier counts after this one commits.
    await this.#em.execute('select pg_advisory_xact_lock(hashtext(?))', [tierGrantLockKey(tier)]);
  }

  async lockAddress(email: string): Promise<void> {
    if (!this.#em.isInTransaction()) throw new Error(lockOutsideTransactionMessage);
    await this.#em.execute('select pg_advisory_xact_lock(hashtext(?))', [`address:${normalizeEmail(email)}`]);
  }

  async update(id: string, changes: MemberChanges): Promise<Member> {
    if (!isUuid(id)) throw memberNotFound();
    const [row] = await this.#updateReturning({ id }, changes);
    if (!row) throw memberNotFound();
    return toMember(row);
  }

  async replaceVerificationIfUnverified(
    email: string,
    verification: PendingVerification,
  ): Promise<Member | null> {
    const [row] = await this.#updateReturning(
      { email: normalizeEmail(email), emailVerifiedAt: null },
      { verification },
    );
    return row ? toMember(row) : null;
  }

  /** One UPDATE returning the rows it changed: no second query to read them (an import makes thousands). */
  async #updateReturning(where: QBFilterQuery<UserRow>, changes: MemberChanges): Promise<UserRow[]> {
    try {
      return await this.#em
        .createQueryBuilder(UserEntity)
        .update({ ...toColumns(changes), updatedAt: new Date() })
        .where(where)
        .returning('*')
        .execute<UserRow[]>('all');
    } catch (error) {
      throw this.#em.getDriver().convertException(error as Error);
    }
  }

  async setPaymentCustomerIdIfAbsent(id: string, customerId: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    // One conditional UPDATE: a concurrent one waits for the row, then finds the column set.
    await this.#em.nativeUpdate(
      UserEntity,
      { id, paymentCustomerId: null },
      { paymentCustomerId: customerId, updatedAt: new Date() },
    );
    return (await this.findById(id))?.paymentCustomerId ?? null;
  }

  async deleteUnverified(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.#deleteRegistrations('id = ? and email_verified_at is null', [id])) > 0;
  }

  deleteUnverifiedCreatedBefore(cutoff: Date): Promise<number> {
    return this.#deleteRegistrations(
      'email_verified_at is null and payment_customer_id is null and created_at < ?',
      [cutoff],
    );
  }

  /**
   * A registration that never proved its mailbox leaves nothing behind: its history goes with it
   * (erasure keeps a closed account's history, so the foreign key no longer cascades). Sessions
   * and codes cascade.
   */
  async #deleteRegistrations(where: string, params: unknown[]): Promise<number> {
    const deleted = await this.#em.execute<{ id: string }[]>(
      `with doomed as (select id from users where ${where} for update),
        history as (delete from membership_status_history where user_id in (select id from doomed))
       delete from users where id in (select id from doomed) returning id`,
      params,
    );
    return deleted.length;
  }

  async changeEmail(id: string, email: string): Promise<Member> {
    if (!isUuid(id)) throw memberNotFound();
    let affected: number;
    try {
      affected = await this.#em.nativeUpdate(
        UserEntity,
        { id },
        { email: normalizeEmail(email), updatedAt: new Date() },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
    if (affected === 0) throw memberNotFound();
    return (await this.findById(id))!;
  }

  /** Sessions and pending codes go with the row (cascade); history and payment events set null. */
  async erase(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.#em.nativeDelete(UserEntity, { id });
  }

  async recordStatusChange(change: MembershipStatusChange): Promise<void> {
    await this.#em.insert(MembershipStatusChangeEntity, {
      user: change.memberId,
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      fromPaymentStatus: change.fromPaymentStatus,
      toPaymentStatus: change.toPaymentStatus,
      fromTier: change.fromTier,
      toTier: change.toTier,
      fromBillingCycle: change.fromBillingCycle,
      toBillingCycle: change.toBillingCycle,
      reason: change.reason,
      actorKind: change.actor.kind,
      actorRef: actorRef(change.actor),
      createdAt: change.at,
    } as ChangeRow);
  }

  async statusHistory(memberId: string): Promise<MembershipStatusChange[]> {
    if (!isUuid(memberId)) return [];
    const rows = await this.#em.find(
      MembershipStatusChangeEntity,
      { user: memberId },
      { ...fresh, orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(toChange);
  }
}
