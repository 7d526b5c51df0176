import type { NewSession, Session, SessionStore } from '../session-store.ts';

export class InMemorySessionStore implements SessionStore {
  readonly #sessions = new Map<string, Session>();
  #nextId = 0;

  async create(session: NewSession): Promise<Session> {
    this.#nextId += 1;
    const stored: Session = { ...structuredClone(session), id: `session-${this.#nextId}` };
    this.#sessions.set(stored.id, stored);
    return structuredClone(stored);
  }

  async findByTokenHash(tokenHash: string): Promise<Session | null> {
    const session = [...this.#sessions.values()].find((candidate) => candidate.tokenHash === tokenHash);
    return session ? structuredClone(session) : null;
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    const session = this.#sessions.get(id);
    if (session) this.#sessions.set(id, { ...session, lastSeenAt: new Date(lastSeenAt) });
  }

  async delete(id: string): Promise<void> {
    this.#sessions.delete(id);
  }

  async deleteAllForMember(memberId: string): Promise<number> {
    const ids = [...this.#sessions.values()].filter((s) => s.memberId === memberId).map((s) => s.id);
    for (const id of ids) this.#sessions.delete(id);
    return ids.length;
  }

  async deleteExpired(now: Date, idleSince: Date): Promise<number> {
    const expired = [...this.#sessions.values()].filter(
      (session) => session.expiresAt <= now || session.lastSeenAt <= idleSince,
    );
    for (const session of expired) this.#sessions.delete(session.id);
    return expired.length;
  }

  /** For tests: how many sessions exist. */
  get size(): number {
    return this.#sessions.size;
  }
}
