/**
 * Quoted-printable text made of pieces encoded once and values encoded per copy: a bulk mail's
 * body is the same for thousands of copies but for a link, and encoding it whole for each copy was
 * most of the deliverer's work and garbage. Every piece and value ends in a soft line break, which
 * a reader drops, so the joins are invisible; lines are wrapped one short of the limit (76) to leave
 * room for it. Held as bytes: a copy is then one buffer outside the JavaScript heap, which its
 * garbage collector would otherwise let grow far above what it holds live under a bulk send.
 * Line breaks are written as CRLF, as a message travels (RFC 5321): nodemailer's SMTP stream would
 * otherwise cut every copy apart at each bare LF to insert the CR, hundreds of slices per copy.
 */
import { encode, wrap } from 'nodemailer/lib/qp';

const encodedLine = (text: string) => Buffer.from(wrap(encode(text.replace(/\r?\n/g, '\r\n')), 75), 'latin1');

/** The pieces of a text cut where a per-copy value goes, each encoded. */
export const encodePieces = (pieces: readonly string[]): Buffer[] => pieces.map(encodedLine);

/** A per-copy value as it goes between two pieces: encoded, with a soft line break on each side. */
export const encodedValue = (value: string): Buffer =>
  Buffer.concat([softBreak, encodedLine(value), softBreak]);

const softBreak = Buffer.from('=\r\n', 'latin1');
