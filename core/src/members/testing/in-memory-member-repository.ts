import type { Clock } from '../../shared/clock.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import { emailTaken, memberNotFound, membershipIdTaken } from '../member-errors.ts';
import type { AccountTier } from '../tiers.ts';
import { normalizeEmail, type Member, type PendingVerification } from '../member.ts';
import {
  matchesMemberSearch,
  type MemberExportCursor,
  type MemberFilters,
  type MemberSearch,
  type MemberSearchPage,
  type MemberSort,
  type MemberStats,
} from '../member-search.ts';
import {
  lockOutsideTransactionMessage,
  type MemberChanges,
  type MemberRepository,
  type MembershipStatusChange,
  type NewMember,
} from '../member-repository.ts';

const copy = <T>(value: T): T => structuredClone(value);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byCreation = (a: MemberExportCursor, b: MemberExportCursor) =>
  a.createdAt.getTime() - b.createdAt.getTime() || byText(a.id, b.id);
const orders: Record<MemberSort, (a: Member, b: Member) => number> = {
  // Newest first; among equal times the later insert first, as ids grow with inserts.
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byText(b.id, a.id),
  oldest: byCreation,
  name: (a, b) =>
    byText(a.firstName.toLowerCase(), b.firstName.toLowerCase()) ||
    byText(a.lastName.toLowerCase(), b.lastName.toLowerCase()) ||
    byText(a.id, b.id),
  email: (a, b) => byText(a.email, b.email) || byText(a.id, b.id),
};

interface MemberTables {
  members: Map<string, Member>;
  history: MembershipStatusChange[];
  /** History of erased members, kept without them (as the database keeps it with no member). */
  anonymousHistory: Omit<MembershipStatusChange, 'memberId'>[];
  nextId: number;
}

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemoryMemberRepository implements MemberRepository {
  readonly #clock: Clock;
  readonly #transactions: InMemoryTransactions;
  readonly #tables: TransactionalState<MemberTables>;

  constructor(clock: Clock = new FixedClock(), transactions = new InMemoryTransactions()) {
    this.#clock = clock;
    this.#transactions = transactions;
    this.#tables = transactions.state<MemberTables>({
      members: new Map(),
      history: [],
      anonymousHistory: [],
      nextId: 0,
    });
  }

  get #members(): Map<string, Member> {
    return this.#tables.read().members;
  }

  async create(member: NewMember): Promise<Member> {
    const email = normalizeEmail(member.email);
    const all = [...this.#members.values()];
    if (all.some((other) => other.email === email)) {
      throw emailTaken();
    }
    if (member.membershipId && all.some((other) => other.membershipId === member.membershipId)) {
      throw membershipIdTaken();
    }
    const tables = this.#tables.write();
    tables.nextId += 1;
    const now = this.#clock.now();
    const id = `00000000-0000-4000-8000-${String(tables.nextId).padStart(12, '0')}`;
    const stored: Member = { ...copy(member), email, id, createdAt: now, updatedAt: now };
    tables.members.set(id, stored);
    return copy(stored);
  }

  /** Every stored member (for the fakes built over this one). */
  all(): Member[] {
    return [...this.#members.values()].map(copy);
  }

  async findById(id: string): Promise<Member | null> {
    const member = this.#members.get(id);
    return member ? copy(member) : null;
  }

  async findByEmail(email: string): Promise<Member | null> {
    const normalized = normalizeEmail(email);
    const member = [...this.#members.values()].find((candidate) => candidate.email === normalized);
    return member ? copy(member) : null;
  }

  async findByPaymentCustomerId(customerId: string): Promise<Member | null> {
    const member = [...this.#members.values()].find(
      (candidate) => candidate.paymentCustomerId === customerId,
    );
    return member ? copy(member) : null;
  }

  /** Transactions run one at a time here, so there is nothing to lock; outside one it is a bug. */
  async findByIdForUpdate(id: string): Promise<Member | null> {
    if (!this.#transactions.isActive()) throw new Error(lockOutsideTransactionMessage);
    return this.findById(id);
  }

  async findByIds(ids: readonly string[]): Promise<Member[]> {
    return ids.flatMap((id) => {
      const member = this.#members.get(id);
      return member ? [copy(member)] : [];
    });
  }

  async search(search: MemberSearch): Promise<MemberSearchPage> {
    const matches = [...this.#members.values()]
      .filter((member) => matchesMemberSearch(member, search))
      .sort(orders[search.sort]);
    const end = search.limit === undefined ? undefined : search.offset + search.limit;
    return { members: matches.slice(search.offset, end).map(copy), total: matches.length };
  }

  async newsletterMembers(text: string, limit?: number): Promise<Member[]> {
    const needle = text.toLowerCase();
    return [...this.#members.values()]
      .filter((member) => member.newsletter && member.emailVerifiedAt && member.email.includes(needle))
      .sort(
        (a, b) =>
          (b.newsletterSince?.getTime() ?? 0) - (a.newsletterSince?.getTime() ?? 0) ||
          a.email.localeCompare(b.email),
      )
      .slice(0, limit)
      .map(copy);
  }

  async exportPage(
    filters: MemberFilters,
    after: MemberExportCursor | null,
    limit: number,
  ): Promise<Member[]> {
    return [...this.#members.values()]
      .filter((member) => matchesMemberSearch(member, filters) && (!after || byCreation(member, after) > 0))
      .sort(byCreation)
      .slice(0, limit)
      .map(copy);
  }

  async stats(): Promise<MemberStats> {
    const all = [...this.#members.values()];
    return {
      total: all.length,
      active: all.filter((member) => member.membershipStatus === 'active').length,
      f100: all.filter((member) => member.membershipTier === 'f100').length,
      pending: all.filter((member) => member.membershipStatus === 'pending').length,
    };
  }

  async countWithTier(tier: AccountTier): Promise<number> {
    return [...this.#members.values()].filter((member) => member.membershipTier === tier).length;
  }

  /** Transactions run one at a time here, so grants already take turns; outside one it is a bug. */
  async lockTierGrants(): Promise<void> {
    if (!this.#transactions.isActive()) throw new Error(lockOutsideTransactionMessage);
  }

  /** As lockTierGrants: registrations already take turns here. */
  async lockAddress(): Promise<void> {
    if (!this.#transactions.isActive()) throw new Error(lockOutsideTransactionMessage);
  }

  async update(id: string, changes: MemberChanges): Promise<Member> {
    const member = this.#members.get(id);
    if (!member) throw memberNotFound();
    const updated: Member = { ...member, ...copy(changes), updatedAt: this.#clock.now() };
    this.#tables.write().members.set(id, updated);
    return copy(updated);
  }

  async replaceVerificationIfUnverified(
    email: string,
    verification: PendingVerification,
  ): Promise<Member | null> {
    const member = await this.findByEmail(email);
    if (!member || member.emailVerifiedAt) return null;
    return this.update(member.id, { verification });
  }

  async setPaymentCustomerIdIfAbsent(id: string, customerId: string): Promise<string | null> {
    const member = this.#members.get(id);
    if (!member) return null;
    if (member.paymentCustomerId === null) {
      this.#tables
        .write()
        .members.set(id, { ...member, paymentCustomerId: customerId, updatedAt: this.#clock.now() });
    }
    return this.#members.get(id)!.paymentCustomerId;
  }

  async deleteUnverified(id: string): Promise<boolean> {
    const member = this.#members.get(id);
    if (!member || member.emailVerifiedAt) return false;
    this.#remove([id]);
    return true;
  }

  async deleteUnverifiedCreatedBefore(cutoff: Date): Promise<number> {
    const stale = [...this.#members.values()]
      .filter((m) => !m.emailVerifiedAt && !m.paymentCustomerId && m.createdAt < cutoff)
      .map((m) => m.id);
    this.#remove(stale);
    return stale.length;
  }

  #remove(ids: string[]): void {
    if (ids.length === 0) return;
    const tables = this.#tables.write();
    for (const id of ids) tables.members.delete(id);
    tables.history = tables.history.filter((change) => !ids.includes(change.memberId));
  }

  async changeEmail(id: string, email: string): Promise<Member> {
    const normalized = normalizeEmail(email);
    const member = this.#members.get(id);
    if (!member) throw memberNotFound();
    if ([...this.#members.values()].some((other) => other.id !== id && other.email === normalized)) {
      throw emailTaken();
    }
    const updated: Member = { ...member, email: normalized, updatedAt: this.#clock.now() };
    this.#tables.write().members.set(id, updated);
    return copy(updated);
  }

  async erase(id: string): Promise<void> {
    if (!this.#members.has(id)) return;
    const tables = this.#tables.write();
    tables.members.delete(id);
    for (const { memberId: _erased, ...change } of tables.history.filter((entry) => entry.memberId === id)) {
      tables.anonymousHistory.push(change);
    }
    tables.history = tables.history.filter((entry) => entry.memberId !== id);
  }

  /** History entries of erased members: still there, with no member. */
  anonymousHistory(): Omit<MembershipStatusChange, 'memberId'>[] {
    return copy(this.#tables.read().anonymousHistory);
  }

  async recordStatusChange(change: MembershipStatusChange): Promise<void> {
    this.#tables.write().history.push(copy(change));
  }

  async statusHistory(memberId: string): Promise<MembershipStatusChange[]> {
    return this.#tables
      .read()
      .history.filter((change) => change.memberId === memberId)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(copy);
  }
}
