import { describe, expect, it } from 'vitest';
import { encodedValue, encodePieces } from './quoted-printable.ts';

/** Quoted-printable undone: soft breaks dropped, escapes decoded, as a mail reader does. */
const decoded = (parts: readonly Buffer[]) =>
  Buffer.from(
    Buffer.concat(parts)
      .toString('latin1')
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** One copy: the pieces with the value between them, as a bulk letter's copy holds them. */
const joinEncoded = (pieces: readonly Buffer[], value: string) =>
  pieces.flatMap((piece, index) => (index === 0 ? [piece] : [encodedValue(value), piece]));

describe('quoted-printable pieces', () => {
  it('ends every line in CRLF, as SMTP carries it, whatever line breaks the text had', () => {
    const parts = joinEncoded(
      encodePieces(['Déjà vu.\nSecond line.\r\n\nThird line.\n', '\nEnd.\n']),
      'https://x.test/u?token=a',
    );

    const wire = Buffer.concat(parts).toString('latin1');
    expect(wire).not.toMatch(/(?<!\r)\n/);
    expect(wire).not.toMatch(/\r(?!\n)/);
  });

  it("joins the pieces with each copy's value, invisibly once decoded", () => {
    const pieces = encodePieces([`<p>${'Long findings, '.repeat(20)}</p>\n<a href="`, '">Unsubscribe</a>\n']);

    for (const value of ['https://x.test/u?token=first', 'https://x.test/u?token=second']) {
      expect(decoded(joinEncoded(pieces, value))).toBe(
        `<p>${'Long findings, '.repeat(20)}</p>\r\n<a href="${value}">Unsubscribe</a>\r\n`,
      );
    }
  });
});
