/**
 * Reads the e-mails a test server wrote to `<dataDir>/outbox/*.eml` (the embedded mail default):
 * the latest verification code sent to an address.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match ? match[1]!.replace(/\n[ \t]+/g, ' ').trim() : '';
}

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = (await readFile(path.join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
      return { file: name, to: header(raw, 'To'), subject: header(raw, 'Subject'), raw };
    }),
  );
}

export async function mailsTo(dataDir: string, email: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** The newest mail to `email`; waits briefly for one to appear. */
export async function waitForMail(dataDir: string, email: string, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(dataDir, email)).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${email} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The code of the newest verification e-mail to `email`; waits briefly for it to appear. */
export function latestCode(dataDir: string, email: string, timeoutMs = 5000): Promise<string> {
  return latestCodeOf('verification', dataDir, email, timeoutMs);
}

/** The code of the newest sign-in code e-mail to `email`; waits briefly for it to appear. */
export function latestSignInCode(dataDir: string, email: string, timeoutMs = 5000): Promise<string> {
  return latestCodeOf('sign-in', dataDir, email, timeoutMs);
}

async function latestCodeOf(
  kind: 'verification' | 'sign-in',
  dataDir: string,
  email: string,
  timeoutMs: number,
): Promise<string> {
  const subject = new RegExp(`^(\\d{6}) is your ${kind} code$`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(dataDir, email)).findLast((candidate) => subject.test(candidate.subject));
    const code = mail && subject.exec(mail.subject)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No ${kind} code e-mail to ${email} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A mail's raw text with quoted-printable soft breaks and escapes undone, for reading links. */
export function decodedBody(mail: OutboxMail): string {
  return mail.raw
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first absolute link in the mail to `pathname` with a `token` query parameter. */
export function tokenLink(mail: OutboxMail, pathname: string): string {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]+${escaped}\\?token=[\\w%.~-]+`).exec(decodedBody(mail));
  if (!match) throw new Error(`No ${pathname} link in ${mail.file}`);
  return match[0];
}

/** A header of the mail, unfolded. */
export function mailHeader(mail: OutboxMail, name: string): string {
  return header(mail.raw, name);
}
