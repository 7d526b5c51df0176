import { LockMode, UniqueConstraintViolationException, type InferEntity } from '@mikro-orm/core';
import { emailTaken, memberNotFound, membershipIdTaken } from '@commons/core/accounts/account-errors';
import { normalizeEmail, type Member } from '@commons/core/accounts/member';
import {
  lockOutsideTransactionMessage,
  type MemberChanges,
  type MemberRepository,
  type MembershipStatusChange,
  type NewMember,
} from '@commons/core/accounts/member-repository';
import type { Actor } from '@commons/core/membership/actor';
import { isUuid } from '@commons/core/shared/ids';
import { MembershipStatusChangeEntity, UserEntity } from '../entities/users.ts';
import type { EntityManager } from '../orm.ts';

type UserRow = InferEntity<typeof UserEntity>;
type UserColumns = Partial<Omit<UserRow, 'id' | 'createdAt'>>;
type ChangeRow = InferEntity<typeof MembershipStatusChangeEntity>;

// Reads never go through the identity map: updates are native, so a cached entity could be stale.
const fresh = { disableIdentityMap: true } as const;

function toMember(row: UserRow): Member {
  const pending =
    row.verificationCodeHash && row.verificationCodeExpiry && row.verificationCodeSentAt
      ? {
          codeHash: row.verificationCodeHash,
          expiresAt: row.verificationCodeExpiry,
          attempts: row.verificationAttempts,
          sentAt: row.verificationCodeSentAt,
        }
      : null;
  return {
    id: row.id,
    membershipId: row.membershipId ?? null,
    email: row.email,
    passwordHash: row.passwordHash,
    firstName: row.firstName,
    lastName: row.lastName,
    organization: row.organization ?? null,
    position: row.position ?? null,
    phone: row.phone ?? null,
    // The column also allows 'enterprise' (the catalogue's tiers); accounts never hold it.
    membershipTier: (row.membershipTier ?? null) as Member['membershipTier'],
    billingCycle: row.billingCycle ?? null,
    membershipStatus: row.membershipStatus,
    paymentStatus: row.paymentStatus,
    emailVerifiedAt: row.emailVerifiedAt ?? null,
    verification: pending,
    isAdmin: row.isAdmin,
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
    memberId: row.user,
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
    let id: string;
    try {
      const now = new Date();
      id = (await this.#em.insert(UserEntity, {
        ...toColumns(member),
        email: normalizeEmail(member.email),
        createdAt: now,
        updatedAt: now,
      } as UserRow)) as string;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const constraint = violatedConstraint(error);
      if (constraint.includes('users_email_unique')) {
        throw emailTaken();
      }
      if (constraint.includes('users_membership_id_unique')) {
        throw membershipIdTaken();
      }
      throw error;
    }
    return (await this.findById(id))!;
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

  async list(): Promise<Member[]> {
    const rows = await this.#em.find(UserEntity, {}, { ...fresh, orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toMember);
  }

  async update(id: string, changes: MemberChanges): Promise<Member> {
    const affected = isUuid(id)
      ? await this.#em.nativeUpdate(UserEntity, { id }, { ...toColumns(changes), updatedAt: new Date() })
      : 0;
    if (affected === 0) throw memberNotFound();
    return (await this.findById(id))!;
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
