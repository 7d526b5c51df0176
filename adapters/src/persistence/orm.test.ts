import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openOrm } from './orm.ts';

describe('openOrm on the embedded database', () => {
  it('runs PGlite with small buffers, since they are the server process memory', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'orm-settings-')), 'pglite');
    const orm = await openOrm({ kind: 'pglite', dir });
    try {
      const settings = await orm.em
        .fork()
        .getConnection()
        .execute<{ name: string; setting: string; unit: string }[]>(
          "select name, setting, unit from pg_settings where name in ('shared_buffers', 'maintenance_work_mem') order by name",
        );

      expect(settings).toEqual([
        { name: 'maintenance_work_mem', setting: '16384', unit: 'kB' },
        { name: 'shared_buffers', setting: '2048', unit: '8kB' },
      ]);
    } finally {
      await orm.close(true);
    }
  }, 60_000);
});
