import { describe, expect, it } from 'vitest';
import type { BackupArchive } from '../backup-archive.ts';

export interface BackupArchiveHarness {
  archive: BackupArchive;
  /** Stores a backup taken at `takenAt` the way the real machinery would. */
  add(takenAt: Date, content: Uint8Array): Promise<void>;
}

async function read(content: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return new TextDecoder().decode(new Uint8Array(chunks.flatMap((chunk) => [...chunk])));
}

/** What every BackupArchive must do; `harness` gives each test an empty archive. */
export function backupArchiveContract(name: string, harness: () => Promise<BackupArchiveHarness>): void {
  describe(`${name} (BackupArchive contract)`, () => {
    it('has no latest backup before one is taken', async () => {
      const { archive } = await harness();
      expect(await archive.latest()).toBeNull();
    });

    it('gives the newest backup, its size and its content', async () => {
      const { archive, add } = await harness();
      const encoder = new TextEncoder();
      await add(new Date('2026-11-27T03:00:00Z'), encoder.encode('older'));
      await add(new Date('2026-11-29T03:00:00Z'), encoder.encode('the newest'));
      await add(new Date('2026-11-28T03:00:00Z'), encoder.encode('middle'));
      const latest = await archive.latest();
      expect(latest?.takenAt).toEqual(new Date('2026-11-29T03:00:00Z'));
      expect(latest?.bytes).toBe('the newest'.length);
      expect(latest?.name).toMatch(/\S/);
      expect(await read(latest!.content())).toBe('the newest');
    });
  });
}
