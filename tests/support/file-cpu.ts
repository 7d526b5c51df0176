/**
 * A setup file of every project: the CPU seconds the worker spent on this test file, with the
 * servers it started and stopped, go into the file's meta for the CPU budget reporter
 * (cpu-budget-reporter.ts). A worker runs one file at a time; its time since the previous file
 * ended (or since it started: Node, vitest, the test environment) counts to the next file, so the
 * files of a worker add up to all it spent.
 */
import { afterAll } from 'vitest';
import { processCpuSeconds } from './cpu-seconds.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU seconds of the worker for this file (test files only). */
    cpuSeconds?: number;
  }
}

/** Where the previous file of this worker ended; kept on globalThis, which outlives this module. */
const mark = Symbol.for('commons.fileCpu.previousEnd');
const worker = globalThis as { [mark]?: number };
const started = worker[mark] ?? 0;

// Registered before the file's own hooks, so it runs after them (hooks after run in reverse).
// Vitest hands the suite as the second argument; the first must be a destructuring pattern.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  const ended = processCpuSeconds();
  file.meta.cpuSeconds = ended - started;
  worker[mark] = ended;
});
