import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('npm run cli -- migrate --help', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'commons-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints the usage, exits 0 and creates no database on a fresh DATA_DIR', () => {
    const dataDir = path.join(dir, 'data');
    const run = spawnSync(process.execPath, [main, 'migrate', '--help'], {
      cwd: dir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run cli -- migrate [options]');
    expect(existsSync(dataDir)).toBe(false);
  });
});
