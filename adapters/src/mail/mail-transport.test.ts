import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../system/logger.ts';
import { mailTransport } from './mail-transport.ts';

describe('the .eml outbox transport', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes messages, which hold live sign-in codes, readable by the server user alone', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'commons-transport-'));
    const outboxDir = path.join(folder, 'outbox');
    const transport = mailTransport({ outboxDir, from: 'Commons <hello@example.org>' }, silentLogger);
    await transport.send({
      id: 'a1',
      messageId: '<a1@example.org>',
      attempts: 1,
      createdAt: new Date('2026-11-28T10:00:00Z'),
      to: 'member@example.com',
      subject: 'Your sign-in code',
      text: 'Your code is 123456',
      html: '<p>Your code is 123456</p>',
    });
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/a1\.eml$/);
    expect((await stat(path.join(outboxDir, file!))).mode & 0o777).toBe(0o600);
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
  });
});
