import type { InferEntity } from '@mikro-orm/core';
import type { NewSession, Session, SessionStore } from '@commons/core/accounts/session-store';
import { isUuid } from '@commons/core/shared/ids';
import { SessionEntity } from '../entities/users.ts';
import type { EntityManager } from '../orm.ts';

type SessionRow = InferEntity<typeof SessionEntity>;

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    memberId: row.user,
    tokenHash: row.tokenHash,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    signedInWith: row.signedInWith === 'code' ? 'code' : 'password',
  };
}

/** Sessions in the `sessions` table, shared by every app instance. */
export class SqlSessionStore implements SessionStore {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async create(session: NewSession): Promise<Session> {
    const id = (await this.#em.insert(SessionEntity, {
      user: session.memberId,
      tokenHash: session.tokenHash,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
      signedInWith: session.signedInWith,
    } as SessionRow)) as string;
    return { ...session, id };
  }

  async findByTokenHash(tokenHash: string): Promise<Session | null> {
    const row = await this.#em.findOne(SessionEntity, { tokenHash }, { disableIdentityMap: true });
    return row ? toSession(row) : null;
  }

  async listForMember(memberId: string): Promise<Session[]> {
    if (!isUuid(memberId)) return [];
    const rows = await this.#em.find(
      SessionEntity,
      { user: memberId },
      { orderBy: { createdAt: 'desc' }, disableIdentityMap: true },
    );
    return rows.map(toSession);
  }

  async touch(id: string, lastSeenAt: Date): Promise<void> {
    if (!isUuid(id)) return;
    await this.#em.nativeUpdate(SessionEntity, { id }, { lastSeenAt });
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.#em.nativeDelete(SessionEntity, { id });
  }

  deleteExpired(now: Date, idleSince: Date): Promise<number> {
    return this.#em.nativeDelete(SessionEntity, {
      $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleSince } }],
    });
  }

  deleteAllForMember(memberId: string, keepId?: string): Promise<number> {
    if (!isUuid(memberId)) return Promise.resolve(0);
    const keep = keepId && isUuid(keepId) ? { id: { $ne: keepId } } : {};
    return this.#em.nativeDelete(SessionEntity, { user: memberId, ...keep });
  }
}
