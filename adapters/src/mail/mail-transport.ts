/**
 * How the dispatcher hands a message over: to an SMTP server, or (the embedded default, no SMTP
 * URL) as an .eml file in the outbox folder whose path is logged, so a developer or a test can open
 * it. Either way the message carries its row's Message-ID.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from '../system/logger.ts';
import type { MailSettings } from './mail-delivery.ts';
import type { QueuedEmail } from './outbound-emails.ts';
import { SmtpConnectionPool, type WireMessage } from './smtp-connection-pool.ts';

/**
 * A message written ahead as its bytes in order, headers included (a bulk letter's copy,
 * bulk-letter.ts): handed over as it is.
 */
export type RawEmail = Pick<QueuedEmail, 'id' | 'to' | 'attempts' | 'createdAt'> & { raw: readonly Buffer[] };

export interface MailTransport {
  /** Resolves once the message is accepted; throws when it was not. */
  send(message: QueuedEmail | RawEmail): Promise<void>;
  /**
   * A pooled transport says goodbye on the connections it keeps open, so a stopping server leaves
   * the SMTP server no idle sessions to time out.
   */
  close?(): void;
}

/** Well under the dispatcher's lease: a hung server must not outlive it (nodemailer waits minutes). */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** What a transport needs from the mail settings. */
export type TransportSettings = Pick<MailSettings, 'smtpUrl' | 'outboxDir' | 'from'>;

/** The address inside a `Name <address>` form: a raw message's envelope sender. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

const envelope = (settings: TransportSettings, message: QueuedEmail | RawEmail) =>
  'raw' in message
    ? { envelope: { from: addressOf(settings.from), to: [message.to] }, raw: Buffer.concat(message.raw) }
    : {
        from: settings.from,
        to: message.to,
        ...(message.replyTo && { replyTo: message.replyTo }),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        ...(message.headers && { headers: message.headers }),
      };

/** How a transport talks to the SMTP server. */
export interface TransportOptions {
  /**
   * Keeps up to this many connections open and reuses them, for bulk sends; without it each
   * message opens its own connection.
   */
  pooledConnections?: number;
}

/** A message whole, as the pool sends it: one written ahead as it is, any other composed by nodemailer. */
async function wireMessage(
  settings: TransportSettings,
  message: QueuedEmail | RawEmail,
): Promise<WireMessage> {
  const raw =
    'raw' in message ? message.raw : [await new MailComposer(envelope(settings, message)).compile().build()];
  return { from: addressOf(settings.from), to: message.to, raw };
}

function smtpTransport(settings: TransportSettings, options: TransportOptions): MailTransport {
  if (options.pooledConnections) {
    const pool = new SmtpConnectionPool(settings.smtpUrl!, options.pooledConnections, smtpTimeouts);
    return {
      send: async (message) => pool.send(await wireMessage(settings, message)),
      close: () => pool.close(),
    };
  }
  const transport = createTransport({ url: settings.smtpUrl!, ...smtpTimeouts });
  return {
    async send(message) {
      await transport.sendMail(envelope(settings, message));
    },
    close: () => transport.close(),
  };
}

function fileTransport(settings: TransportSettings, logger: Logger): MailTransport {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(settings, message));
      // The messages hold live sign-in codes: only the server's user may read them.
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      // Sortable by creation; named by the row, so a repeated attempt rewrites the same file.
      const name = `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`;
      const file = path.join(settings.outboxDir, name);
      // Written aside and renamed, so a reader never sees half a message.
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      logger.info({ file }, 'e-mail written to the outbox');
    },
  };
}

/** SMTP when configured, else the file outbox. */
export function mailTransport(
  settings: TransportSettings,
  logger: Logger,
  options: TransportOptions = {},
): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings, options) : fileTransport(settings, logger);
}

/** An SMTP server's definitive refusal (5xx): trying again would be refused again. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
