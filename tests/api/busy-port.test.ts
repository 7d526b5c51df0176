/**
 * A start on a port another process holds fails at once with one line, before the database is
 * opened or any worker runs.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entryPoint = fileURLToPath(new URL('../../apps/http/src/main.ts', import.meta.url));

describe('starting on a busy port', () => {
  it('prints one line, exits 1, and leaves the data directory untouched', async () => {
    const taken = http.createServer().listen(0);
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-busy-port-'));
    try {
      const child = spawn(process.execPath, [entryPoint], {
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(/^Port already in use: .*Set PORT to a free port\.$/),
      ]);
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      taken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
