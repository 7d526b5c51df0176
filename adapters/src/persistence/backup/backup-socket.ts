/**
 * How `npm run cli -- backup` reaches a server that has the embedded database open (PGlite allows
 * one process, so the CLI cannot open it beside the server): the server listens on a Unix socket in
 * a folder of DATA_DIR that only its owner may enter, and answers each connection with a backup.
 *
 * A local socket rather than an admin HTTP call: the file system's permissions are the whole
 * authorisation (no token to mint, store or leak, no network exposure, nothing a proxy in front of
 * the HTTP port could forward), and the CLI needs no URL of the server. The server sends the bytes
 * and the CLI writes the file itself, so the server never writes to a path a client chose.
 *
 * The protocol: the server answers one JSON line, `{"bytes":N}` followed by the N bytes of the
 * backup, or `{"error":"..."}`, then closes the connection.
 */
import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

const ownerOnlyDirectory = 0o700;
const ownerOnlySocket = 0o600;

/** Where the server of DATA_DIR listens for backup requests. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'backup.sock');
}

/** Listens for backup requests; resolves to a function that stops listening and removes the socket. */
export async function serveBackupSocket(
  socketPath: string,
  dump: () => Promise<Buffer>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  // The folder keeps every other user out before the socket exists (its own mode is set after
  // listen, too late to be the only guard).
  await mkdir(path.dirname(socketPath), { recursive: true, mode: ownerOnlyDirectory });
  await chmod(path.dirname(socketPath), ownerOnlyDirectory);
  // A socket left by a process that died refuses the listen: this process holds the database lock,
  // so no other server can be using it.
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    dump().then(
      (backup) => {
        socket.write(`${JSON.stringify({ bytes: backup.length })}\n`);
        socket.end(backup);
      },
      (error: unknown) => {
        onError(error);
        socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, ownerOnlySocket);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** Asks the server listening on socketPath for a backup; resolves to its bytes. */
export function requestBackup(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(`No running server answers on ${socketPath}; is it started from this DATA_DIR?`)
          : error,
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('The server closed the connection without a backup'));
      const header = JSON.parse(all.subarray(0, newline).toString()) as { bytes?: number; error?: string };
      if (header.error !== undefined)
        return reject(new Error(`The server could not back up: ${header.error}`));
      const backup = all.subarray(newline + 1);
      if (backup.length !== header.bytes)
        return reject(new Error(`The server sent ${backup.length} of ${header.bytes} bytes`));
      resolve(backup);
    });
  });
}
