/**
 * Proves `npm run deps:check` enforces the hexagon's boundaries: files planted for the test break
 * one rule each, and the repo's dependency-cruiser config must refuse every one of them, naming the
 * rule, while the allowed way to reach the same code passes.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const depcruise = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const tag = `planted-${process.pid}`;

/** Each planted file: where it goes, what it imports, and the rule that must refuse it (or none). */
const planted = {
  webReachesIn: {
    file: `apps/web/src/features/${tag}/reaches-in.ts`,
    source: "export { StatusChip } from '../admin/components/status-chip.tsx';\n",
    rule: 'web-features-meet-through-their-entry',
  },
  webUsesEntry: {
    file: `apps/web/src/features/${tag}/uses-the-entry.ts`,
    source: "export { useLogout } from '../auth/index.ts';\n",
    rule: null,
  },
  httpImportsAdapter: {
    file: `apps/http/src/${tag}.ts`,
    source: "export { SystemClock } from '@commons/adapters/system/system-clock';\n",
    rule: 'http-reaches-adapters-only-through-the-container',
  },
  httpUsesContainer: {
    file: `apps/http/src/${tag}-via-container.ts`,
    source: "export type { Logger } from '@commons/container';\n",
    rule: null,
  },
  httpImportsWebSource: {
    file: `apps/http/src/${tag}-web.ts`,
    source: "export { render } from '../../web/src/entry-server.tsx';\n",
    rule: 'http-renders-pages-with-the-built-renderer',
  },
  coreImportsKoa: {
    file: `core/src/${tag}.ts`,
    source: "export { default as Koa } from 'koa';\n",
    rule: 'core-imports-only-core-and-zod',
  },
  undeclaredWorkspace: {
    file: `apps/web/src/${tag}.ts`,
    source: "export { createHttpApp } from '@commons/http/app';\n",
    rule: 'workspace-dependency-declared',
  },
  undeclaredPackage: {
    file: `core/src/${tag}-undeclared.ts`,
    source: "export { default as pg } from 'pg';\n",
    rule: 'no-non-package-json',
  },
} as const;

/** Runs depcruise (under this Node) with the repo's config on one file. */
function cruise(file: string): Promise<{ failed: boolean; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', file],
      { cwd: repoRoot },
      (error, stdout, stderr) => done({ failed: error !== null, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(async () => {
  for (const { file, source } of Object.values(planted)) {
    await mkdir(join(repoRoot, dirname(file)), { recursive: true });
    await writeFile(join(repoRoot, file), source);
  }
});

afterAll(async () => {
  await rm(join(repoRoot, `apps/web/src/features/${tag}`), { recursive: true, force: true });
  for (const { file } of Object.values(planted)) await rm(join(repoRoot, file), { force: true });
});

describe('the dependency rules', () => {
  it.each(Object.entries(planted))(
    '%s',
    async (_name, { file, rule }) => {
      const { failed, output } = await cruise(file);
      if (rule) {
        expect(failed).toBe(true);
        expect(output).toContain(`${rule}: ${file}`);
      } else {
        expect(output).not.toContain('error');
        expect(failed).toBe(false);
      }
    },
    60_000,
  );
});
