/**
 * `startTestServer` starts the production entry point (apps/http/src/main.ts) in a child process on
 * a free port, with a temporary DATA_DIR and its own copy of this run's test database, exactly as
 * `npm start` would run it, for the journeys about the process itself (start, shutdown, two
 * instances). Browser journeys cross into Chromium, not into another server process: they use
 * `startWebServer`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import type { DatabaseTarget } from '@commons/adapters/persistence/orm';
import { startTestApp, type ServerUnderTest, type TestApp } from '@commons/http/testing/test-app';
import { webDist, webRenderer } from '../../scripts/web-build.ts';

const entryPoint = fileURLToPath(new URL('../../apps/http/src/main.ts', import.meta.url));

export interface TestServer {
  url: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Everything the server printed, for assertions on logs. */
  output(): string;
  /** Sends SIGTERM and waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Reuse a database (e.g. a second instance on the same PostgreSQL database). */
  database?: DatabaseTarget;
  /** The kind of a fresh database (PostgreSQL when TEST_DATABASE_URL is set, unless told). */
  kind?: DatabaseTarget['kind'];
  /** Leave DATA_DIR in place after stop, for the test to read (and delete). */
  keepDataDir?: boolean;
}

function databaseEnv(target: DatabaseTarget, dataDir: string): Record<string, string> {
  if (target.kind === 'postgres') return { DATABASE_URL: target.url };
  // The server keeps its embedded database in DATA_DIR/pglite: put the copy there.
  if (target.dir !== path.join(dataDir, 'pglite'))
    throw new Error('PGlite copy must live in DATA_DIR/pglite');
  return {};
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-server-'));
  let database = options.database;
  if (!database) {
    database = await copyTemplate(inject('testDatabases'), options.kind, { dataDir });
  }
  const child: ChildProcess = spawn(process.execPath, [entryPoint], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Journeys stand in for a reverse proxy: each test client sends its own X-Forwarded-For so
      // per-IP limits of one test do not hit the next.
      TRUST_PROXY: 'true',
      ...databaseEnv(database, dataDir),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    database,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.database && !options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

export interface WebServer extends ServerUnderTest {
  stop(): Promise<void>;
}

/**
 * The server of a browser journey: the real HTTP app serving the built web app and its server
 * renderer, in this test process (the in-process harness, `startTestApp`) on its own copy of the
 * run's test database. A child process per file cost its start-up (Node, the server's modules,
 * migrations) for every browser file; the journeys' global setup builds the web app first.
 */
export function startWebServer(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  return startTestApp({ env: options.env, web: { webRoot: webDist, rendererFile: webRenderer } });
}
