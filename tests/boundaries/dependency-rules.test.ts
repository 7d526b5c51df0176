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

interface CruiseResult {
  modules: { source: string; dependencies: { module: string; couldNotResolve: boolean }[] }[];
  summary: { violations: { from: string; rule: { name: string; severity: string } }[] };
}

/**
 * Runs depcruise (under this Node) with the repo's config on every planted file at once: each run
 * costs a second of CPU to start. Every planted file breaks (or keeps) a rule about its own imports,
 * so the cruise stops there (`--max-depth 1`) instead of walking the web app and the server behind
 * them, which `npm run deps:check` does.
 */
function cruise(files: string[]): Promise<CruiseResult> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [
        depcruise,
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
        '--max-depth',
        '1',
        ...files,
      ],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? fail(new Error(`${error.message}\n${stderr}`)) : done(JSON.parse(stdout) as CruiseResult),
    );
  });
}

let result: CruiseResult;

beforeAll(async () => {
  for (const { file, source } of Object.values(planted)) {
    await mkdir(join(repoRoot, dirname(file)), { recursive: true });
    await writeFile(join(repoRoot, file), source);
  }
  result = await cruise(Object.values(planted).map(({ file }) => file));
}, 60_000);

afterAll(async () => {
  await rm(join(repoRoot, `apps/web/src/features/${tag}`), { recursive: true, force: true });
  for (const { file } of Object.values(planted)) await rm(join(repoRoot, file), { force: true });
});

describe('the dependency rules', () => {
  it.each(Object.entries(planted))('%s', (_name, { file, rule }) => {
    // Errors fail `npm run deps:check`. For a file's silence to count it must have been cruised,
    // and its import resolved (a rule cannot judge an import it could not follow).
    const errors = result.summary.violations
      .filter((violation) => violation.from === file && violation.rule.severity === 'error')
      .map((violation) => violation.rule.name);
    const cruised = result.modules.find((module) => module.source === file);
    expect(cruised?.dependencies.length).toBe(1);
    expect(cruised?.dependencies.filter((dependency) => dependency.couldNotResolve)).toEqual([]);
    if (rule) expect(errors).toContain(rule);
    else expect(errors).toEqual([]);
  });
});
