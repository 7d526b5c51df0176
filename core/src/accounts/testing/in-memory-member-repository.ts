import type { Clock } from '../../shared/clock.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import {
  InMemoryTransactions,
  type TransactionalState,
} from '../../shared/testing/in-memory-transactions.ts';
import { emailTaken, memberNotFound, membershipIdTaken } from '../account-errors.ts';
import { normalizeEmail, type Member } from '../member.ts';
import {
  lockOutsideTransactionMessage,
  type MemberChanges,
  type MemberRepository,
  type MembershipStatusChange,
  type NewMember,
} from '../member-repository.ts';

const copy = <T>(value: T): T => structuredClone(value);

interface MemberTables {
  members: Map<string, Member>;
  history: MembershipStatusChange[];
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
    this.#tables = transactions.state<MemberTables>({ members: new Map(), history: [], nextId: 0 });
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

  async list(): Promise<Member[]> {
    // Newest first; among equal times the later insert first, as ids grow with inserts.
    return [...this.#members.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .map(copy);
  }

  async update(id: string, changes: MemberChanges): Promise<Member> {
    const member = this.#members.get(id);
    if (!member) throw memberNotFound();
    const updated: Member = { ...member, ...copy(changes), updatedAt: this.#clock.now() };
    this.#tables.write().members.set(id, updated);
    return copy(updated);
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
