import { existsSync, statfsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * A run writes, copies and deletes a 40 MB PGlite directory per test file and per server it starts:
 * on a disk that is I/O the CPU waits for. Where the machine has a roomy memory-backed tmpfs
 * (Linux's /dev/shm; Docker's default 64 MB is too small) every temporary directory of the run goes
 * there: the workers and the servers they start inherit TMPDIR. Set TMPDIR yourself to choose.
 */
function memoryBackedTmpdir(): string | undefined {
  const shm = '/dev/shm';
  if (process.env.TMPDIR || !existsSync(shm)) return undefined;
  const { bavail, bsize } = statfsSync(shm);
  return bavail * bsize >= 2 * 1024 ** 3 ? shm : undefined;
}
const tmpdir = memoryBackedTmpdir();
if (tmpdir) process.env.TMPDIR = tmpdir;

/**
 * One worker more than the machine has cores: a worker spends much of a file waiting (on a
 * scheduler's tick, a child process, the shared Chromium, which runs in processes of its own), and
 * with a worker per core those waits left the cores idle for a sixth of the run.
 */
const workers = availableParallelism() + 1;

/** Every project measures the CPU of each file for the report that ends the run. */
const fileCpu = fileURLToPath(new URL('./tests/support/file-cpu.ts', import.meta.url));

/**
 * One `npm test` for the whole repo, split into projects so each part runs in its own environment:
 * `core` needs nothing (no database, no network: `npm run test:core`); `adapters` and `server` use
 * the per-run test databases; `web` runs components in jsdom; `journeys` start the real server.
 */
export default defineConfig({
  test: {
    // The run ends with each project's CPU seconds against its budget (.ci/run names it too).
    reporters: ['default', './tests/support/cpu-budget-reporter.ts'],
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'core',
          setupFiles: [fileCpu],
          include: ['core/src/**/*.test.ts'],
          environment: 'node',
          // Core modules hold no state between files (fakes are built per test), so one worker
          // runs file after file without a fresh module graph each time (~0.3 s saved per file).
          isolate: false,
        },
      },
      {
        test: {
          name: 'adapters',
          setupFiles: [fileCpu],
          include: ['adapters/src/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database copy; module state (the ORM's metadata) is shareable.
          isolate: false,
          globalSetup: ['adapters/src/persistence/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          setupFiles: [fileCpu],
          include: [
            'apps/container/src/**/*.test.ts',
            'apps/http/src/**/*.test.ts',
            'apps/cli/src/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['adapters/src/persistence/testing/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [fileCpu, 'src/test/setup.ts'],
          // Files of a worker share one jsdom (~40 s of CPU saved over a jsdom per file), so a file
          // leaves the document as it found it: update-document-head.test.ts once wiped <head>, and
          // emotion's next insert there threw, showing React Router's error page in whichever file
          // came next (sign-in-with-code.test.tsx, twice in CI). setup.ts clears what pages store.
          isolate: false,
          // `extends` drops the root's maxWorkers (web would fall back to 1 and, isolated, run
          // alone after everything else); say it again so web shares the pool with the others.
          maxWorkers: workers,
          // Page tests render whole MUI pages; on a busy 2-core CI machine 5 s is too tight.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'journeys',
          setupFiles: [fileCpu],
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: workers,
          // expect.poll gives up after 1 s by default: on a loaded 2-core machine a browser's
          // transition or client-side navigation can take longer (two journeys failed so at load
          // 20, and passed on a rerun). A passing poll returns as soon as it passes.
          expect: { poll: { timeout: 10_000 } },
          // Servers and browsers are started per file and stopped in afterAll; nothing else is kept.
          isolate: false,
          // The built server renderer (a 900 kB bundle) is loaded by in-process servers: Node loads
          // it as the production server does, instead of vite transforming it once per file.
          server: { deps: { external: [/\/apps\/web\/dist-server\//] } },
        },
      },
    ],
  },
});
