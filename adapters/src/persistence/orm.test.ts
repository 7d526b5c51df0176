import { describe, expect, it } from 'vitest';
import { useTestOrm } from './testing/vitest-database.ts';

describe('openOrm on the embedded database', () => {
  const orm = useTestOrm('pglite');

  it('runs PGlite with small buffers, since they are the server process memory', async () => {
    const settings = await orm()
      .em.fork()
      .getConnection()
      .execute<{ name: string; setting: string; unit: string }[]>(
        "select name, setting, unit from pg_settings where name in ('shared_buffers', 'maintenance_work_mem') order by name",
      );

    expect(settings).toEqual([
      { name: 'maintenance_work_mem', setting: '16384', unit: 'kB' },
      { name: 'shared_buffers', setting: '2048', unit: '8kB' },
    ]);
  });
});
