/**
 * `npm run cli -- backup` while the production server serves on the embedded database: the CLI
 * cannot open PGlite beside the server, so it asks the server over DATA_DIR's socket. The backup,
 * restored into an empty DATA_DIR, holds the rows the server had; one taken while members keep
 * writing restores to a database that opens and holds a moment between the writes.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openOrm } from '@commons/adapters/persistence/orm';
import { postJson } from '../support/members.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const cli = fileURLToPath(new URL('../../apps/cli/src/main.ts', import.meta.url));

function runCli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Rows per table. `rate_limits` is left out: it is unlogged (its windows start over after a crash),
 * and a copy of a running database restores the way a crash recovers.
 */
async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const orm = await openOrm({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
  try {
    const connection = orm.em.fork().getConnection();
    const tables = await connection.execute<{ name: string }[]>(
      `select relname as name from pg_class join pg_namespace n on n.oid = relnamespace
       where nspname = 'public' and relkind = 'r' and relpersistence = 'p' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await connection.execute<{ count: number }[]>(
        `select count(*)::int as count from "${name}"`,
      );
      counts[name] = row!.count;
    }
    return counts;
  } finally {
    await orm.close();
  }
}

const contact = (index: number) => ({
  name: `Writer ${index}`,
  email: `writer-${index}@example.org`,
  subject: 'Partnership',
  message: `Message number ${index} about a joint programme.`,
});

describe('an online backup of the embedded database', () => {
  const folders: string[] = [];
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  async function folder(): Promise<string> {
    const made = await mkdtemp(path.join(tmpdir(), 'commons-online-backup-'));
    folders.push(made);
    return made;
  }

  it('is taken by the running server and restores into an empty DATA_DIR with the same rows', async () => {
    server = await startTestServer({
      kind: 'pglite',
      keepDataDir: true,
      env: { STAFF_EMAIL: 'staff@example.org' },
    });
    folders.push(server.dataDir);
    for (let index = 0; index < 5; index += 1)
      expect((await postJson(server, '/api/contact', contact(index))).status).toBe(201);
    const work = await folder();

    const quiet = path.join(work, 'quiet.backup');
    const taken = await runCli(['backup', '--out', quiet], server.dataDir);
    expect(taken).toMatchObject({ code: 0, output: expect.stringContaining('by the running server') });
    expect((await stat(quiet)).mode & 0o777).toBe(0o600);

    // Members keep writing while the second backup is taken.
    let writing = true;
    let written = 5;
    const writer = (async () => {
      // A bounded number: the point is writes in flight while the server copies its files.
      while (writing && written < 40) {
        await postJson(server!, '/api/contact', contact(written));
        written += 1;
      }
    })();
    const busy = path.join(work, 'busy.backup');
    expect((await runCli(['backup', '--out', busy], server.dataDir)).code).toBe(0);
    writing = false;
    await writer;
    expect(await server.stop()).toBe(0);
    const served = await rowCounts(server.dataDir);

    const quietRestore = await folder();
    expect(await runCli(['restore', '--from', quiet], quietRestore)).toMatchObject({ code: 0 });
    const busyRestore = await folder();
    expect(await runCli(['restore', '--from', busy], busyRestore)).toMatchObject({ code: 0 });
    const quietCounts = await rowCounts(quietRestore);
    const busyCounts = await rowCounts(busyRestore);

    expect(quietCounts['contact_inquiries']).toBe(5);
    expect(Object.keys(quietCounts).length).toBeGreaterThan(20);
    expect({ ...quietCounts, contact_inquiries: undefined, outbound_emails: undefined }).toEqual({
      ...served,
      contact_inquiries: undefined,
      outbound_emails: undefined,
    });
    // Each message and its staff notice commit together: a consistent copy holds both or neither.
    const noticesPerMessage =
      (served['outbound_emails']! - quietCounts['outbound_emails']!) /
      (served['contact_inquiries']! - quietCounts['contact_inquiries']!);
    expect(busyCounts['contact_inquiries']).toBeGreaterThanOrEqual(5);
    expect(busyCounts['contact_inquiries']).toBeLessThanOrEqual(served['contact_inquiries']!);
    expect(busyCounts['outbound_emails']! - quietCounts['outbound_emails']!).toBe(
      noticesPerMessage * (busyCounts['contact_inquiries']! - 5),
    );
  }, 300_000);
});
