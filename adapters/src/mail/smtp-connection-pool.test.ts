import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPermanentRefusal } from './mail-transport.ts';
import { SmtpConnectionPool } from './smtp-connection-pool.ts';

/** An SMTP server that refuses one address and keeps what it accepts, with its open sessions. */
async function smtpServer() {
  const received: { to: string; text: string }[] = [];
  const sessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      sessions.add(session.id);
      callback();
    },
    onClose(session) {
      sessions.delete(session.id);
    },
    onRcptTo(address, _session, callback) {
      if (address.address === 'refused@example.org') {
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]!.address, text: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = (to: string, body: string) => ({
  from: 'no-reply@commons.test',
  to,
  raw: [Buffer.from(`To: ${to}\r\nSubject: Findings\r\n\r\n`), Buffer.from(`${body}\r\n`)],
});

describe('SmtpConnectionPool', () => {
  let stop = async () => {};
  afterEach(() => stop());

  /** A pool of `size` connections to a fresh server, both closed after the test. */
  async function poolToServer(size: number) {
    const server = await smtpServer();
    const pool = new SmtpConnectionPool(server.url, size);
    stop = async () => {
      pool.close();
      await server.close();
    };
    return { server, pool };
  }

  it('sends every message whole over no more connections than it keeps, and ends them when closed', async () => {
    const { server, pool } = await poolToServer(2);
    const bodies = Array.from(
      { length: 12 },
      (_, index) => `${index}: ${'findings '.repeat(((index * 7) % 5) * 400)}`,
    );

    await Promise.all(bodies.map((body, index) => pool.send(message(`reader-${index}@example.org`, body))));

    expect(server.received).toHaveLength(12);
    for (const [index, body] of bodies.entries()) {
      const mail = server.received.find((candidate) => candidate.to === `reader-${index}@example.org`);
      expect(mail?.text).toBe(`To: reader-${index}@example.org\r\nSubject: Findings\r\n\r\n${body}\r\n`);
    }
    expect(server.sessions.size).toBe(2);
    pool.close();
    await vi.waitFor(() => expect(server.sessions.size).toBe(0));
  });

  it('reports a refused recipient as the permanent refusal it is, and goes on sending on the same connection', async () => {
    const { server, pool } = await poolToServer(1);

    const refusal = await pool.send(message('refused@example.org', 'Hello')).catch((error: unknown) => error);
    await pool.send(message('reader@example.org', 'Hello'));

    expect(isPermanentRefusal(refusal)).toBe(true);
    expect(server.received.map((mail) => mail.to)).toEqual(['reader@example.org']);
    expect(server.sessions.size).toBe(1);
  });

  it('fails a message when the server cannot be reached, and reaches it once it is back', async () => {
    const server = await smtpServer();
    const pool = new SmtpConnectionPool(server.url, 1, { connectionTimeout: 2_000 });
    await server.close();

    await expect(pool.send(message('reader@example.org', 'Hello'))).rejects.toThrow();

    const port = Number(new URL(server.url).port);
    const back = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    stop = async () => {
      pool.close();
      await new Promise<void>((resolve) => back.close(() => resolve()));
    };
    await expect(pool.send(message('reader@example.org', 'Hello'))).resolves.toBeUndefined();
  });
});
