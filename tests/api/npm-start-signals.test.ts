/**
 * `npm start` hands SIGTERM and SIGINT to the server and ends with it: a supervisor that stops the
 * npm process must not leave the server running and holding the embedded database.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// npm sets npm_execpath for the scripts it runs (`npm test`); a bare vitest falls back to PATH.
const npm = process.env.npm_execpath
  ? { command: process.execPath, args: [process.env.npm_execpath] }
  : { command: 'npm', args: [] };

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('passes %s to the server and exits with it', async (signal) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-npm-start-'));
    // The embedded database comes migrated from the run's template: the test is about signals.
    await copyTemplate(inject('testDatabases'), 'pglite', { dataDir });
    try {
      const child = spawn(npm.command, [...npm.args, 'start'], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: dataDir, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /running at (http:\/\/localhost:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
