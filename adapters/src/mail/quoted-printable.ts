/**
 * Quoted-printable text made of pieces encoded once and values encoded per copy: a bulk mail's
 * body is the same for thousands of copies but for a link, and encoding it whole for each copy was
 * most of the deliverer's work and garbage. Every piece and value ends in a soft line break, which
 * a reader drops, so the joins are invisible; lines are wrapped one short of the limit (76) to leave
 * room for it.
 */
import { encode, wrap } from 'nodemailer/lib/qp';

const encodedLine = (text: string) => wrap(encode(text), 75);

/** The pieces of a text cut where a per-copy value goes, each encoded. */
export const encodePieces = (pieces: readonly string[]): string[] => pieces.map(encodedLine);

/** One copy: the encoded pieces joined with this copy's value. */
export const joinEncoded = (pieces: readonly string[], value: string): string =>
  pieces.join(`=\r\n${encodedLine(value)}=\r\n`);
