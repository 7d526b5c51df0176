import { describe, expect, it } from 'vitest';
import type { NewSession, SessionStore } from '../session-store.ts';

export interface SessionStoreFixture {
  store: SessionStore;
  /** Creates a member the sessions can belong to and returns its id. */
  addMember(): Promise<string>;
}

let sequence = 0;
function aNewSession(memberId: string, overrides: Partial<NewSession> = {}): NewSession {
  sequence += 1;
  return {
    memberId,
    tokenHash: `digest-${sequence}-${'a'.repeat(40)}`,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    lastSeenAt: new Date('2026-01-01T00:00:00.000Z'),
    expiresAt: new Date('2026-01-31T00:00:00.000Z'),
    signedInWith: 'password',
    ...overrides,
  };
}

/** The behaviour every SessionStore must have; run against the fake and each real adapter. */
export function sessionStoreContract(name: string, create: () => Promise<SessionStoreFixture>): void {
  describe(`SessionStore contract: ${name}`, () => {
    it('creates a session and finds it by its token digest', async () => {
      const { store, addMember } = await create();
      const fields = aNewSession(await addMember());

      const created = await store.create(fields);

      expect(created).toEqual({ ...fields, id: created.id });
      expect(await store.findByTokenHash(fields.tokenHash)).toEqual(created);
      expect(await store.findByTokenHash('unknown')).toBeNull();
    });

    it('records activity', async () => {
      const { store, addMember } = await create();
      const created = await store.create(aNewSession(await addMember()));
      const later = new Date('2026-01-03T12:00:00.000Z');

      await store.touch(created.id, later);

      expect((await store.findByTokenHash(created.tokenHash))?.lastSeenAt).toEqual(later);
    });

    it("lists one member's sessions, newest first", async () => {
      const { store, addMember } = await create();
      const memberId = await addMember();
      const older = await store.create(aNewSession(memberId));
      const newer = await store.create(
        aNewSession(memberId, { createdAt: new Date('2026-01-02T00:00:00.000Z'), signedInWith: 'code' }),
      );
      await store.create(aNewSession(await addMember()));

      expect(await store.listForMember(memberId)).toEqual([newer, older]);
      expect(await store.listForMember(await addMember())).toEqual([]);
    });

    it('deletes one session and ignores one that is already gone', async () => {
      const { store, addMember } = await create();
      const memberId = await addMember();
      const ended = await store.create(aNewSession(memberId));
      const kept = await store.create(aNewSession(memberId));

      await store.delete(ended.id);
      await store.delete(ended.id);
      await store.touch(ended.id, new Date());

      expect(await store.findByTokenHash(ended.tokenHash)).toBeNull();
      expect(await store.findByTokenHash(kept.tokenHash)).not.toBeNull();
    });

    it("ends every session of one member and no one else's", async () => {
      const { store, addMember } = await create();
      const member = await addMember();
      const other = await addMember();
      const first = await store.create(aNewSession(member));
      const second = await store.create(aNewSession(member));
      const others = await store.create(aNewSession(other));

      expect(await store.deleteAllForMember(member)).toBe(2);

      expect(await store.findByTokenHash(first.tokenHash)).toBeNull();
      expect(await store.findByTokenHash(second.tokenHash)).toBeNull();
      expect(await store.findByTokenHash(others.tokenHash)).not.toBeNull();
      expect(await store.deleteAllForMember(member)).toBe(0);
    });

    it('keeps the one session it is told to keep, and says how a session was signed in', async () => {
      const { store, addMember } = await create();
      const member = await addMember();
      const current = await store.create(aNewSession(member, { signedInWith: 'code' }));
      const other = await store.create(aNewSession(member));

      expect(await store.deleteAllForMember(member, current.id)).toBe(1);

      expect(await store.findByTokenHash(other.tokenHash)).toBeNull();
      expect(await store.findByTokenHash(current.tokenHash)).toMatchObject({ signedInWith: 'code' });
    });

    it('deletes sessions past their end or idle too long, and keeps live ones', async () => {
      const { store, addMember } = await create();
      const memberId = await addMember();
      const now = new Date('2026-02-10T00:00:00.000Z');
      const idleSince = new Date('2026-02-03T00:00:00.000Z');
      const ended = await store.create(
        aNewSession(memberId, { lastSeenAt: now, expiresAt: new Date('2026-02-09T00:00:00.000Z') }),
      );
      const idle = await store.create(
        aNewSession(memberId, {
          lastSeenAt: new Date('2026-02-02T00:00:00.000Z'),
          expiresAt: new Date('2026-03-01T00:00:00.000Z'),
        }),
      );
      const live = await store.create(
        aNewSession(memberId, {
          lastSeenAt: new Date('2026-02-09T00:00:00.000Z'),
          expiresAt: new Date('2026-03-01T00:00:00.000Z'),
        }),
      );

      expect(await store.deleteExpired(now, idleSince)).toBe(2);

      expect(await store.findByTokenHash(ended.tokenHash)).toBeNull();
      expect(await store.findByTokenHash(idle.tokenHash)).toBeNull();
      expect(await store.findByTokenHash(live.tokenHash)).not.toBeNull();
    });
  });
}
