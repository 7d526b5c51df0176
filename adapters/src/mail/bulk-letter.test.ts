import { simpleParser } from 'mailparser';
import MimeNode from 'nodemailer/lib/mime-node';
import { describe, expect, it } from 'vitest';
import { bulkCopy, writeBulkLetter } from './bulk-letter.ts';
import { encodePieces } from './quoted-printable.ts';

const standIn = 'https://commons.test/newsletter/unsubscribe?token=stand-in';
const letter = writeBulkLetter(
  {
    from: 'Innovation Commons <no-reply@commons.test>',
    subject: 'Résumé: what founders said',
    headers: { 'List-Unsubscribe': `<${standIn}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: encodePieces(['Findings.\n\nUnsubscribe: ', '\n']),
    html: encodePieces(['<p>Findings.</p><a href="', '">Unsubscribe</a>']),
  },
  standIn,
);

const copy = (to: string, token: string) =>
  simpleParser(
    Buffer.concat(
      bulkCopy(letter, {
        to,
        messageId: `<${token}@commons.test>`,
        link: `https://commons.test/newsletter/unsubscribe?token=${token}&x=1`,
      }),
    ),
  );

describe('a bulk letter', () => {
  it('gives each copy its own recipient, Message-ID and link, in the headers and both bodies', async () => {
    for (const [to, token, other] of [
      ['first@example.org', 'token-first', 'token-second'],
      ['second@example.org', 'token-second', 'token-first'],
    ] as const) {
      const mail = await copy(to, token);
      const link = `https://commons.test/newsletter/unsubscribe?token=${token}&x=1`;
      expect(mail.to).toMatchObject({ value: [{ address: to }] });
      expect(mail.messageId).toBe(`<${token}@commons.test>`);
      expect(mail.subject).toBe('Résumé: what founders said');
      expect(mail.text).toBe(`Findings.\n\nUnsubscribe: ${link}\n`);
      expect(mail.html).toBe(`<p>Findings.</p><a href="${link.replace('&', '&#38;')}">Unsubscribe</a>`);
      const listUnsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line;
      // MimeNode folds the long header before its value; unfolded, it is the copy's link.
      expect(listUnsubscribe?.replace(/\r\n[ \t]+/g, ' ')).toBe(`List-Unsubscribe: <${link}>`);
      expect(`${mail.text}${mail.html}${listUnsubscribe}`).not.toContain('stand-in');
      expect(`${mail.text}${mail.html}${listUnsubscribe}`).not.toContain(other);
    }
  });

  it('writes an address that is not plain ASCII as MimeNode writes it', async () => {
    const to = 'lecteur@exämple.org';
    const mail = await copy(to, 'token');
    const written = /^To: (.*)$/m.exec(new MimeNode('text/plain').setHeader('To', to).buildHeaders())![1];
    expect(mail.headerLines.find((line) => line.key === 'to')?.line).toBe(`To: ${written}`);
    expect(written).toBe('lecteur@xn--exmple-cua.org');
  });
});
