/// <reference types="node" />
// Runs in the web project (jsdom, for its shared setup); the check itself only needs Node.
/**
 * Proves `npm run deps:check` keeps web features apart: a feature planted for the test reaches into
 * another's internals, and the repo's dependency-cruiser config must refuse it while letting the
 * same feature use the other's public entry.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const depcruise = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const planted = `apps/web/src/features/planted-${process.pid}`;
const rule = 'web-features-meet-through-their-entry';

/** Runs depcruise (under this Node) with the repo's config on the given files. */
function cruise(...files: string[]): Promise<{ failed: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...files],
      { cwd: repoRoot },
      (error, stdout, stderr) => resolve({ failed: error !== null, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(async () => {
  await mkdir(join(repoRoot, planted), { recursive: true });
  await writeFile(
    join(repoRoot, planted, 'reaches-in.ts'),
    "export { StatusChip } from '../admin/components/status-chip.tsx';\n",
  );
  await writeFile(
    join(repoRoot, planted, 'uses-the-entry.ts'),
    "export { useLogout } from '../auth/index.ts';\n",
  );
});

afterAll(() => rm(join(repoRoot, planted), { recursive: true, force: true }));

describe('the web feature boundary rule', () => {
  it("fails an import of another feature's internals and passes one through its index.ts", async () => {
    const [reachesIn, usesTheEntry] = await Promise.all([
      cruise(`${planted}/reaches-in.ts`),
      cruise(`${planted}/uses-the-entry.ts`),
    ]);
    expect(reachesIn.failed).toBe(true);
    expect(reachesIn.output).toContain(rule);
    expect(reachesIn.output).toContain(`${planted}/reaches-in.ts → apps/web/src/features/admin/`);

    expect(usesTheEntry.output).not.toContain(rule);
    expect(usesTheEntry.failed).toBe(false);
  }, 60_000);
});
