/**
 * An e-mail committed with its change survives a crash: one process signs a member up (the code
 * e-mail is stored in the sign-up's transaction) and is killed with SIGKILL right after that
 * commit, before anything is sent; the server started afterwards on the same data sends it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyTemplate,
  databaseKinds,
  type TestDatabaseKind,
} from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { readOutbox } from '@commons/adapters/mail/testing/read-outbox';
import { describe, expect, it } from 'vitest';

const signUpThenCrash = fileURLToPath(new URL('./testing/sign-up-then-crash.ts', import.meta.url));
const entryPoint = fileURLToPath(new URL('./main.ts', import.meta.url));

/** DATA_DIR with the process environment both processes share, on a fresh copy of the database. */
async function sharedData(kind: TestDatabaseKind) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-mail-kill-'));
  const target = await copyTemplate(testDatabaseTemplates(), kind, { dataDir });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  };
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  return { dataDir, env, outbox: path.join(dataDir, 'outbox') };
}

function start(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [file, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Timed out waiting for ${pattern}:\n${output}`)),
        60_000,
      );
      const check = () => {
        if (!pattern.test(output)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Exited with ${code} before ${pattern}:\n${output}`));
      });
      check();
    });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return { child, printed, exited };
}

function end(child: ChildProcess, signal: NodeJS.Signals): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

describe('an e-mail committed before a kill -9', () => {
  for (const kind of databaseKinds(testDatabaseTemplates())) {
    it(`is sent by the next server on the same data (${kind})`, async () => {
      const { dataDir, env, outbox } = await sharedData(kind);
      const email = `crash-${kind}@example.org`;
      try {
        const first = start(signUpThenCrash, [email], env);
        expect(await first.exited).toBe('SIGKILL');
        expect(await readdir(outbox).catch(() => [])).toEqual([]);

        const server = start(entryPoint, [], env);
        try {
          await server.printed(/running at http/);
          await expect.poll(async () => (await readOutbox(outbox)).length, { timeout: 30_000 }).toBe(1);
          const [mail] = await readOutbox(outbox);
          expect(mail!.subject).toMatch(/is your verification code/);
          expect(mail!.text).toContain('Ada');
        } finally {
          await end(server.child, 'SIGTERM');
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
      // Two processes start here, one after the other, each opening the database.
    }, 120_000);
  }
});
