/**
 * How the mailers deliver: with an SMTP URL to that server; without one (the embedded default) each
 * message is written as an .eml file to the outbox folder and its path is logged, so a developer or
 * a test can open it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../system/logger.ts';
import type { RenderedEmail } from './verification-code-email.ts';

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; unset for the file outbox. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  siteName: string;
  /** The site's address, for links in the messages. */
  publicUrl: string;
}

export interface OutgoingMail extends RenderedEmail {
  to: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export type Deliver = (message: OutgoingMail) => Promise<void>;

function smtpDelivery(settings: MailSettings): Deliver {
  const transport = createTransport(settings.smtpUrl!);
  return async (message) => {
    await transport.sendMail({ from: settings.from, ...message });
  };
}

function outboxDelivery(settings: MailSettings, logger: Logger): Deliver {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail({ from: settings.from, ...message });
    await mkdir(settings.outboxDir, { recursive: true });
    // Sortable by time; the random part keeps two messages in one millisecond apart.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(settings.outboxDir, name);
    await writeFile(file, info.message as Buffer);
    logger.info({ file }, 'e-mail written to the outbox');
  };
}

/** One delivery per mailer instance: SMTP when configured, else the file outbox. */
export function mailDelivery(settings: MailSettings, logger: Logger): Deliver {
  return settings.smtpUrl ? smtpDelivery(settings) : outboxDelivery(settings, logger);
}
