import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditLog } from '../audit-log.ts';

export interface AuditLogHarness {
  log: AuditLog;
  /** An existing admin account, whose e-mail the list shows. */
  admin: { id: string; email: string };
  /** Moves the time the next `record` is stamped with forward (the SQL clock cannot be set). */
  tick(): Promise<void>;
}

const subjectId = '0d5c3e56-9a4e-4c53-9a55-2f1f1d4a0001';

/** The behaviour every AuditLog must have; `create` returns an empty log. */
export function auditLogContract(name: string, create: () => Promise<AuditLogHarness>): void {
  describe(`AuditLog contract: ${name}`, () => {
    const anEvent = (admin: { id: string }, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
      actor: { kind: 'admin', id: admin.id },
      action: 'submission.state-changed',
      subject: { kind: 'submission', id: subjectId },
      summary: 'New → In review',
      ...overrides,
    });

    it('lists what was recorded, newest first, naming the admin by id and e-mail', async () => {
      const { log, admin, tick } = await create();
      await log.record(anEvent(admin, { summary: 'first' }));
      await tick();
      await log.record(anEvent(admin, { summary: 'second', action: 'submission.note-added' }));

      const page = await log.list({ limit: 10, offset: 0 });

      expect(page.total).toBe(2);
      expect(page.entries.map((entry) => entry.summary)).toEqual(['second', 'first']);
      expect(page.entries[0]).toMatchObject({
        actor: { kind: 'admin', id: admin.id, email: admin.email },
        action: 'submission.note-added',
        subject: { kind: 'submission', id: subjectId },
      });
      expect(page.entries[0]!.at.getTime()).toBeGreaterThan(page.entries[1]!.at.getTime());
    });

    it('filters by actor, by kind and by record, and pages with the full total', async () => {
      const { log, admin, tick } = await create();
      for (const summary of ['a', 'b', 'c']) {
        await log.record(anEvent(admin, { summary }));
        await tick();
      }
      await log.record(
        anEvent(admin, {
          actor: { kind: 'system' },
          subject: { kind: 'article', id: 'article-1' },
          summary: 'd',
        }),
      );

      expect(
        (await log.list({ kind: 'article', limit: 10, offset: 0 })).entries.map((e) => e.summary),
      ).toEqual(['d']);
      const byAdmin = await log.list({ actorId: admin.id, limit: 2, offset: 1 });
      expect(byAdmin.total).toBe(3);
      expect(byAdmin.entries.map((entry) => entry.summary)).toEqual(['b', 'a']);
      expect((await log.list({ subjectId: 'article-1', limit: 10, offset: 0 })).entries).toEqual([
        expect.objectContaining({ actor: { kind: 'system', id: null, email: null }, summary: 'd' }),
      ]);
      expect(
        await log.list({ actorId: '0d5c3e56-9a4e-4c53-9a55-2f1f1d4a0999', limit: 10, offset: 0 }),
      ).toEqual({
        entries: [],
        total: 0,
      });
    });
  });
}
