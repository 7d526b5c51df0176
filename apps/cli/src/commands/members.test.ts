import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '@commons/container';
import { migrateCommand } from './migrate.ts';
import { membersExportCommand, membersImportCommand, membersListCommand } from './members.ts';

describe('npm run cli -- members:import', () => {
  let dir: string;
  let config: Config;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'commons-cli-import-'));
    config = loadConfig({ DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' });
    // The one CLI test that migrates a new DATA_DIR itself; the others start from the template.
    expect(await migrateCommand.run(config, { _: [] })).toMatch(/^Applied: /);
    file = path.join(dir, 'members.csv');
    await writeFile(
      file,
      [
        'email,firstName,lastName,organization,position,phone,tier,status',
        'cli-one@example.org,Ngozi,Eze,Delta Labs,CTO,,leader,active',
        'cli-two@example.org,T,Bakare,,,,explorer,pending',
      ].join('\n'),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('dry-runs with the errors per row, imports, and then finds nothing to change', async () => {
    const dryRun = await membersImportCommand.run(config, { _: [file], 'dry-run': 'true' });
    expect(dryRun).toContain('Dry run: would create 1, would update 0, unchanged 0.');
    expect(dryRun).toMatch(/3\s+firstName\s+First name must be at least 2 characters/);
    expect(await membersListCommand.run(config, { _: [], q: 'cli-one' })).toBe('No members match.');

    const imported = JSON.parse(
      (await membersImportCommand.run(config, { _: [file], json: 'true' })) as string,
    );
    expect(imported).toMatchObject({ dryRun: false, created: 1, updated: 0, unchanged: 0 });
    expect(await membersListCommand.run(config, { _: [], q: 'cli-one' })).toMatch(
      /cli-one@example.org.*leader\s+active/,
    );

    expect(await membersImportCommand.run(config, { _: [file] })).toContain(
      'Created 0, updated 0, unchanged 1.',
    );
  });

  it('exports every member as CSV that imports again unchanged, or as JSON', async () => {
    const csv = (await membersExportCommand.run(config, { _: [] })) as string;
    expect(csv.split('\n')[0]).toBe(
      'id,membershipId,email,firstName,lastName,organization,position,phone,tier,status,paymentStatus,billingCycle,emailVerified,createdAt',
    );
    expect(csv).toContain('cli-one@example.org,Ngozi,Eze,Delta Labs,CTO,,leader,active');
    const exported = path.join(dir, 'exported.csv');
    await writeFile(exported, csv);
    expect(await membersImportCommand.run(config, { _: [exported] })).toContain(
      'Created 0, updated 0, unchanged 1.',
    );

    const json = JSON.parse((await membersExportCommand.run(config, { _: [], json: 'true' })) as string);
    expect(json).toEqual([
      expect.objectContaining({ email: 'cli-one@example.org', membershipTier: 'leader' }),
    ]);
  });

  it('refuses without a file, in words', async () => {
    await expect(membersImportCommand.run(config, { _: [] })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Name the CSV file to import',
    });
  });
});
