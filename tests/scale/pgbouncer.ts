/**
 * PgBouncer (the Debian package) in transaction pooling mode in front of a PostgreSQL server: the
 * configuration a deployment with many app instances would use. Trust authentication, loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { waitForPort } from './haproxy.ts';

export const pgbouncerPath = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

export interface Pooler {
  /** `serverUrl` with its host and port replaced by PgBouncer's. */
  urlFor(serverUrl: string): string;
  stop(): Promise<void>;
}

export async function startPgbouncer(
  dir: string,
  port: number,
  serverUrl: string,
  poolSize: number,
): Promise<Pooler> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const config = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'pgbouncer-users.txt');
  await writeFile(users, `"${user}" ""\n`);
  await writeFile(
    config,
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${users}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 2000
server_reset_query =
`,
  );
  await chmod(dir, 0o755);
  // PgBouncer refuses to run as root: drop to nobody when this process is root (CI containers).
  const args = process.getuid?.() === 0 ? ['-u', 'nobody', config] : [config];
  const child: ChildProcess = spawn(pgbouncerPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`PgBouncer exited with ${code}: ${errors}`))),
  );
  failed.catch(() => {});
  await Promise.race([waitForPort(port), failed]);
  return {
    urlFor(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
