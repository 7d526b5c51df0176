/**
 * A bulk letter: one message written whole for thousands of copies and cut where each copy's own
 * values go (its recipient, its Message-ID, its unsubscribe link in a header, in the text and in the
 * HTML). The headers are written once by nodemailer's MimeNode with stand-ins in those places, so
 * names and subjects are encoded as in every other mail; the bodies are encoded once
 * (quoted-printable.ts). A copy is the pieces with its values between them. Written per copy,
 * MimeNode's parsing and encoding were the largest share of a bulk send's garbage, and the part of
 * it that outlived V8's young generation grew the server's memory until a full collection.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import MimeNode from 'nodemailer/lib/mime-node';
import { encodedValue } from './quoted-printable.ts';
import { escapeHtml } from './render-email.ts';

/** Where a copy's own value goes. */
type Slot = 'to' | 'messageId' | 'link' | 'textLink' | 'htmlLink';

export interface BulkLetter {
  /** The message's bytes between the slots, in order: one more piece than there are slots. */
  readonly pieces: readonly Buffer[];
  readonly slots: readonly Slot[];
}

export interface BulkLetterContent {
  from: string;
  subject: string;
  /** Headers of every copy, the link's stand-in among their values (List-Unsubscribe). */
  headers: Record<string, string>;
  /** The text and the HTML, each encoded in pieces cut where the link goes (`encodePieces`). */
  text: readonly Buffer[];
  html: readonly Buffer[];
}

const partHead = (boundary: string, contentType: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n`,
  );

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes the letter; `linkStandIn` is the link the headers and bodies were written with. */
export function writeBulkLetter(content: BulkLetterContent, linkStandIn: string): BulkLetter {
  const standIns = new Map<string, Slot>([
    [`${randomUUID()}@stand-in.invalid`, 'to'],
    [`<${randomUUID()}@stand-in.invalid>`, 'messageId'],
    [linkStandIn, 'link'],
  ]);
  const [to, messageId] = [...standIns.keys()];
  const boundary = `commons-${randomBytes(12).toString('hex')}`;
  const head = new MimeNode(`multipart/alternative; boundary="${boundary}"`)
    .setHeader({
      From: content.from,
      To: to,
      Subject: content.subject,
      'Message-ID': messageId,
      ...content.headers,
    })
    .buildHeaders();
  // Split on a capturing pattern: the stand-ins found sit at the odd places.
  const cut = `${head}\r\n\r\n`.split(new RegExp(`(${[...standIns.keys()].map(escapeRegExp).join('|')})`));
  const items: (Buffer | Slot)[] = cut.map((part, index) =>
    index % 2 === 1 ? standIns.get(part)! : Buffer.from(part),
  );
  const found = items.filter((item) => typeof item === 'string').sort();
  if (found.join() !== 'link,messageId,to') throw new Error(`The letter's headers hold ${found.join()}`);

  const body = (pieces: readonly Buffer[], slot: Slot) =>
    pieces.flatMap((piece, index) => (index === 0 ? [piece] : [slot, piece]));
  items.push(
    partHead(boundary, 'text/plain'),
    ...body(content.text, 'textLink'),
    Buffer.from('\r\n'),
    partHead(boundary, 'text/html'),
    ...body(content.html, 'htmlLink'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return joinNeighbours(items);
}

/** One copy's bytes in order: the letter's pieces, shared by every copy, are among them as they are. */
export function bulkCopy(
  letter: BulkLetter,
  copy: { to: string; messageId: string; link: string },
): Buffer[] {
  const values: Record<Slot, Buffer> = {
    to: Buffer.from(toHeaderValue(copy.to)),
    messageId: Buffer.from(copy.messageId),
    link: Buffer.from(copy.link),
    textLink: encodedValue(copy.link),
    htmlLink: encodedValue(escapeHtml(copy.link)),
  };
  return letter.slots.reduce<Buffer[]>(
    (parts, slot, index) => {
      parts.push(values[slot], letter.pieces[index + 1]!);
      return parts;
    },
    [letter.pieces[0]!],
  );
}

/** A plain address needs no encoding; any other is written as MimeNode writes it (IDN, words). */
function toHeaderValue(to: string): string {
  if (/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/.test(to)) return to;
  const headers = new MimeNode('text/plain').setHeader('To', to).buildHeaders();
  return /^To: (.*(?:\r\n[ \t].*)*)/m.exec(headers)![1]!;
}

/** Neighbouring pieces joined, so a copy is as few buffers as it has slots. */
function joinNeighbours(items: readonly (Buffer | Slot)[]): BulkLetter {
  const pieces: Buffer[] = [];
  const slots: Slot[] = [];
  let run: Buffer[] = [];
  for (const item of items) {
    if (typeof item !== 'string') {
      run.push(item);
      continue;
    }
    pieces.push(Buffer.concat(run));
    slots.push(item);
    run = [];
  }
  pieces.push(Buffer.concat(run));
  return { pieces, slots };
}
