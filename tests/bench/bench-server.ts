/**
 * What the benchmarks share: a temporary database (embedded, or a fresh one on DATABASE_URL's
 * server, dropped afterwards), the production entry point started on a free port, and autocannon
 * runs summarised per round. Loopback traffic only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import pg from 'pg';
import type { DatabaseTarget } from '@commons/adapters/persistence/orm';
import { serverNodeOptions } from '../../scripts/server-node-options.ts';

const entryPoint = fileURLToPath(new URL('../../apps/http/src/main.ts', import.meta.url));
export const connections = 50;
export const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const logLevel = process.env.LOG_LEVEL || 'info';

// ---------------------------------------------------------------------------------------------
// The database: a temporary embedded one, or a fresh database on DATABASE_URL's server.

export interface BenchDatabase {
  target: DatabaseTarget;
  env: Record<string, string>;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onPostgresServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function prepareDatabase(dataDir: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = path.join(dataDir, 'pglite');
    return { target: { kind: 'pglite', dir }, env: {}, drop: async () => {} };
  }
  const name = `commons_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onPostgresServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = withDatabase(serverUrl, name);
  return {
    target: { kind: 'postgres', url },
    env: { DATABASE_URL: url },
    drop: () =>
      onPostgresServer(serverUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The server, exactly as `npm start` runs it.

export interface RunningServer {
  url: string;
  /** The process id (for RSS readings and profiles). */
  pid: number;
  /** Null while the server runs. */
  exitCode(): number | null;
  /** Sends SIGTERM and waits for the exit: its code, and the milliseconds from the signal. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

export interface ServerOptions {
  /** Pin the server to these CPUs (`taskset -c`), e.g. '0', so the load generator has the rest. */
  cpus?: string | undefined;
}

export async function startServer(
  dataDir: string,
  database: BenchDatabase,
  env: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  // The server logs to a file, not a pipe: at the info level it writes a line per request, and a
  // pipe would make this process (which also runs the load generator) read every one of them.
  const logFile = path.join(dataDir, 'server.log');
  const log = await open(logFile, 'a');
  // A restarted server appends to the same log: only what this start writes counts.
  const from = (await log.stat()).size;
  const [command, args] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, ...serverNodeOptions, entryPoint]]
    : [process.execPath, [...serverNodeOptions, entryPoint]];
  const child: ChildProcess = spawn(command, args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      // For profiling the server, e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      ...database.env,
      ...env,
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const tail = async () => (await readFile(logFile, 'utf8')).slice(-4000);
  const deadline = Date.now() + 90_000;
  let url: string | undefined;
  while (!url) {
    const match = /running at http:\/\/localhost:(\d+)/.exec((await readFile(logFile, 'utf8')).slice(from));
    if (match) url = `http://127.0.0.1:${match[1]}`;
    else if (exitCode !== null) throw new Error(`The server exited with ${exitCode}:\n${await tail()}`);
    else if (Date.now() > deadline) throw new Error(`The server did not start:\n${await tail()}`);
    else await delay(100);
  }
  return {
    url,
    pid: child.pid!,
    exitCode: () => exitCode,
    stop: async () => {
      const signalled = performance.now();
      if (exitCode === null && child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      return { code: exitCode ?? child.exitCode, ms: performance.now() - signalled };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Measurements.

/**
 * autocannon gathers every body into a string (`body += chunk`) that nothing here reads: decoding a
 * brotli page, binary, as UTF-8 cost its one core more than the server spent answering, so the
 * landing measured the client (about 3,000 req/s from autocannon, 22,000 from a bare keep-alive
 * client against the same server). Bodies are dropped instead; their bytes are still counted. A
 * run that reads bodies (`onResponse`) passes a `setupClient` of its own.
 */
export function dropBodies(client: unknown): void {
  (client as { pipelinedRequests: { addBody(data: unknown): void } }).pipelinedRequests.addBody = () => {};
}

export function load(options: AutocannonOptions): Promise<AutocannonResult> {
  return autocannon({
    connections,
    duration: durationSeconds,
    timeout: 10,
    setupClient: dropBodies,
    ...options,
  });
}

export interface Figures {
  rps: number[];
  p99: number[];
  failures: number;
}

export function record(figures: Figures, result: AutocannonResult): void {
  figures.rps.push(result.requests.average);
  figures.p99.push(result.latency.p99);
  figures.failures += result.non2xx + result.errors + result.timeouts;
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** The server's RSS once start-up has settled (migrations, seed, first compilation, their garbage). */
export async function idleRssMb(pid: number): Promise<number> {
  await delay(3_000);
  return rssMb(pid);
}

/**
 * The CPU time a process has used so far, in microseconds (user and system, all its threads), from
 * /proc/<pid>/stat: its clock ticks are USER_HZ, 100 a second on Linux.
 */
export async function cpuMicroseconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** The process's resident memory now, in MB (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export const fixed = (value: number, digits = 0) => value.toFixed(digits);
