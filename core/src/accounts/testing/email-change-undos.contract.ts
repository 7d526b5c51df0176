import { describe, expect, it } from 'vitest';
import type { EmailChangeUndo, EmailChangeUndos } from '../email-change-undos.ts';

export interface EmailChangeUndosHarness {
  undos: EmailChangeUndos;
  /** Two stored members' ids: undos belong to existing members. */
  memberIds: [string, string];
}

const anUndo = (memberId: string, overrides: Partial<EmailChangeUndo> = {}): EmailChangeUndo => ({
  memberId,
  oldEmail: 'old@example.org',
  tokenHash: `digest:${crypto.randomUUID()}`,
  expiresAt: new Date('2026-01-08T00:00:00.000Z'),
  ...overrides,
});

/** The behaviour every EmailChangeUndos must have; run against the fake and the database adapter. */
export function emailChangeUndosContract(name: string, create: () => Promise<EmailChangeUndosHarness>): void {
  describe(`EmailChangeUndos contract: ${name}`, () => {
    it('keeps every undo of a member, each found by its digest', async () => {
      const { undos, memberIds } = await create();
      const first = anUndo(memberIds[0], { oldEmail: 'first@example.org' });
      const second = anUndo(memberIds[0], { oldEmail: 'second@example.org' });
      await undos.save(first);
      await undos.save(second);

      expect(await undos.findByTokenHash(first.tokenHash)).toEqual(first);
      expect(await undos.findByTokenHash(second.tokenHash)).toEqual(second);
      expect(await undos.findByTokenHash('digest:unknown')).toBeNull();
    });

    it('lets exactly one caller take an undo, even when they arrive at once', async () => {
      const { undos, memberIds } = await create();
      const undo = anUndo(memberIds[0]);
      await undos.save(undo);

      const taken = await Promise.all(Array.from({ length: 5 }, () => undos.take(undo.tokenHash)));

      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(await undos.findByTokenHash(undo.tokenHash)).toBeNull();
    });

    it("deletes one member's undos and no one else's", async () => {
      const { undos, memberIds } = await create();
      const others = anUndo(memberIds[1]);
      await undos.save(anUndo(memberIds[0]));
      await undos.save(anUndo(memberIds[0]));
      await undos.save(others);

      expect(await undos.deleteForMember(memberIds[0])).toBe(2);
      expect(await undos.findByTokenHash(others.tokenHash)).toEqual(others);
    });

    it('deletes the undos whose end has come', async () => {
      const { undos, memberIds } = await create();
      const ended = anUndo(memberIds[0], { expiresAt: new Date('2026-01-08T00:00:00.000Z') });
      const live = anUndo(memberIds[0], { expiresAt: new Date('2026-01-08T00:00:01.000Z') });
      await undos.save(ended);
      await undos.save(live);

      expect(await undos.deleteExpired(new Date('2026-01-08T00:00:00.000Z'))).toBe(1);
      expect(await undos.findByTokenHash(ended.tokenHash)).toBeNull();
      expect(await undos.findByTokenHash(live.tokenHash)).toEqual(live);
    });
  });
}
