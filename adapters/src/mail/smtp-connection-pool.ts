/**
 * The bulk sender's SMTP transport: a few connections kept open, each carrying one message at a
 * time, every message handed to nodemailer's SMTPConnection as one finished buffer. nodemailer's
 * own pool wraps each message in a mail object, a MIME node and a pipeline of streams, whose
 * objects outlive V8's young generation under a bulk send: each collection promotes the previous
 * copies' objects and the buffers they hold, and the server's memory grows until a full one.
 * Without them, a copy's garbage dies young.
 */
import SMTPConnection, {
  type SMTPConnectionAuth,
  type SMTPConnectionOptions,
} from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** A message as it travels: the SMTP envelope and the whole message, headers included. */
export interface WireMessage {
  from: string;
  to: string;
  /** The message's bytes in order: parts shared by many copies are written as they are. */
  raw: readonly Buffer[];
}

/** Refused by the server for this message alone: the session goes on after a reset. */
const isRefusal = (error: unknown) => {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421;
};

export class SmtpConnectionPool {
  readonly #options: SMTPConnectionOptions;
  readonly #auth: SMTPConnectionAuth | undefined;
  /** Free turns, each with its open connection or none yet (null). */
  readonly #free: (SMTPConnection | null)[];
  readonly #waiting: ((connection: SMTPConnection | null) => void)[] = [];
  /** Connections the server or the network ended: not used again. */
  readonly #ended = new WeakSet<SMTPConnection>();
  readonly #open = new Set<SMTPConnection>();
  /** Each connection's message buffer, reused from one message to the next. */
  readonly #buffers = new WeakMap<SMTPConnection, Buffer>();

  constructor(smtpUrl: string, size: number, timeouts: SMTPConnectionOptions = {}) {
    const { auth, ...options } = parseConnectionUrl(smtpUrl);
    this.#options = { ...options, ...timeouts };
    this.#auth = auth;
    this.#free = Array.from({ length: size }, () => null);
  }

  /** Resolves once the server accepted the message; throws its refusal or the connection's error. */
  async send(message: WireMessage): Promise<void> {
    let connection = await this.#turn();
    try {
      if (!connection || this.#ended.has(connection)) connection = await this.#connect();
      const open = connection;
      await new Promise<void>((resolve, reject) =>
        open.send({ from: message.from, to: [message.to] }, this.#written(open, message.raw), (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    } catch (error) {
      if (connection && !(isRefusal(error) && (await this.#reset(connection)))) {
        this.#drop(connection);
        connection = null;
      }
      throw error;
    } finally {
      this.#giveBack(connection);
    }
  }

  /** Says goodbye on every idle connection, and cuts any still carrying a message. */
  close(): void {
    for (const connection of this.#open) {
      // A QUIT written while a message's data is going out would be read as part of it.
      if (this.#free.includes(connection)) connection.quit();
      else connection.close();
    }
    this.#open.clear();
  }

  #turn(): Promise<SMTPConnection | null> {
    if (this.#free.length > 0) return Promise.resolve(this.#free.pop()!);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #giveBack(connection: SMTPConnection | null) {
    const next = this.#waiting.shift();
    if (next) next(connection);
    else this.#free.push(connection);
  }

  async #connect(): Promise<SMTPConnection> {
    const connection = new SMTPConnection(this.#options);
    // An error ends a connection; one the server closes while idle is opened afresh at its next turn.
    connection.on('error', () => this.#ended.add(connection));
    connection.once('end', () => {
      this.#ended.add(connection);
      this.#open.delete(connection);
    });
    await new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.connect(() => {
        connection.off('error', reject);
        resolve();
      });
    });
    this.#open.add(connection);
    const auth = this.#auth;
    if (auth) {
      try {
        await new Promise<void>((resolve, reject) =>
          connection.login(auth, (error) => (error ? reject(error) : resolve())),
        );
      } catch (error) {
        this.#drop(connection);
        throw error;
      }
    }
    return connection;
  }

  /**
   * The message written into its connection's buffer: a copy allocated per message would wait
   * outside the JavaScript heap for the next collection, and a bulk send piles thousands of them
   * up. Reusing it is safe: the next message is written once the server has answered this one,
   * which it does only after receiving all of it.
   */
  #written(connection: SMTPConnection, parts: readonly Buffer[]): Buffer {
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    let buffer = this.#buffers.get(connection);
    if (!buffer || buffer.length < length) {
      buffer = Buffer.allocUnsafe(Math.max(length, 2 * (buffer?.length ?? 0)));
      this.#buffers.set(connection, buffer);
    }
    let offset = 0;
    for (const part of parts) offset += part.copy(buffer, offset);
    return buffer.subarray(0, length);
  }

  #reset(connection: SMTPConnection): Promise<boolean> {
    if (this.#ended.has(connection)) return Promise.resolve(false);
    return new Promise((resolve) => connection.reset((error) => resolve(!error)));
  }

  #drop(connection: SMTPConnection) {
    this.#ended.add(connection);
    this.#open.delete(connection);
    connection.close();
  }
}
