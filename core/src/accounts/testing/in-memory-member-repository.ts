import { type Clock } from '../../shared/clock.ts';
import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { emailTaken, memberNotFound, membershipIdTaken } from '../account-errors.ts';
import { normalizeEmail, type Member } from '../member.ts';
import type {
  MemberChanges,
  MemberRepository,
  MembershipStatusChange,
  NewMember,
} from '../member-repository.ts';

const copy = <T>(value: T): T => structuredClone(value);

export class InMemoryMemberRepository implements MemberRepository {
  readonly #clock: Clock;
  readonly #members = new Map<string, Member>();
  readonly #history: MembershipStatusChange[] = [];
  #nextId = 0;

  constructor(clock: Clock = new FixedClock()) {
    this.#clock = clock;
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
    this.#nextId += 1;
    const now = this.#clock.now();
    const id = `00000000-0000-4000-8000-${String(this.#nextId).padStart(12, '0')}`;
    const stored: Member = { ...copy(member), email, id, createdAt: now, updatedAt: now };
    this.#members.set(id, stored);
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

  /** Every write here is atomic already; there is nothing to lock. */
  findByIdForUpdate(id: string): Promise<Member | null> {
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
    this.#members.set(id, updated);
    return copy(updated);
  }

  async recordStatusChange(change: MembershipStatusChange): Promise<void> {
    this.#history.push(copy(change));
  }

  async statusHistory(memberId: string): Promise<MembershipStatusChange[]> {
    return this.#history
      .filter((change) => change.memberId === memberId)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(copy);
  }
}
