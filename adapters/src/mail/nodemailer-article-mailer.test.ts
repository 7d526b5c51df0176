import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anArticle } from '@commons/core/knowledge/testing/article-builder';
import { describe, expect, it } from 'vitest';
import { MarkedArticleRenderer } from '../knowledge/marked-article-renderer.ts';
import { silentLogger } from '../system/logger.ts';
import { mailTransport } from './mail-transport.ts';
import { NodemailerArticleMailer } from './nodemailer-article-mailer.ts';
import { readOutbox } from './testing/read-outbox.ts';

async function outboxMailer(replyTo?: string) {
  const outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'commons-outbox-')), 'outbox');
  const settings = {
    siteName: 'Innovation Commons',
    publicUrl: 'https://commons.test',
    from: 'Innovation Commons <no-reply@commons.test>',
    replyTo,
  };
  const transport = mailTransport({ ...settings, smtpUrl: undefined, outboxDir }, silentLogger);
  return { mailer: new NodemailerArticleMailer(settings, transport, new MarkedArticleRenderer()), outboxDir };
}

/** The one mail an article titled `title` makes for one reader, as the reader's client parses it. */
async function oneMailOf(title: string, replyTo?: string) {
  const { mailer, outboxDir } = await outboxMailer(replyTo);
  await mailer.deliver({
    to: 'reader@example.org',
    letter: mailer.compose(anArticle({ title, content: 'Findings.' }), {
      markdown: 'Findings.',
      gated: false,
    }),
    unsubscribeToken: 'token-reader',
    messageKey: 'send.reader',
  });
  const [mail] = await readOutbox(outboxDir);
  return mail;
}

const unsubscribeUrl = (token: string) => `https://commons.test/newsletter/unsubscribe?token=${token}`;

describe('NodemailerArticleMailer', () => {
  it("gives each recipient of one rendered letter their own unsubscribe link, and nobody else's", async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const letter = mailer.compose(
      anArticle({ title: 'Findings', content: 'We asked **twelve** founders.' }),
      {
        markdown: 'We asked **twelve** founders.',
        gated: false,
      },
    );

    for (const [to, token] of [
      ['first@example.org', 'token-first'],
      ['second@example.org', 'token-second'],
    ] as const) {
      await mailer.deliver({ to, letter, unsubscribeToken: token, messageKey: `send.${to}` });
    }

    const mails = await readOutbox(outboxDir);
    expect(mails).toHaveLength(2);
    for (const [mail, own, other] of [
      [mails[0], 'token-first', 'token-second'],
      [mails[1], 'token-second', 'token-first'],
    ] as const) {
      expect(mail?.subject).toBe('Findings');
      expect(mail?.html).toContain('<strong>twelve</strong>');
      expect(mail?.html).toContain(`href="${unsubscribeUrl(own)}"`);
      expect(mail?.text).toContain(`Unsubscribe: ${unsubscribeUrl(own)}`);
      const listUnsubscribe = mail?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line;
      expect(listUnsubscribe?.replace(/\r?\n[ \t]+/g, ' ')).toContain(`<${unsubscribeUrl(own)}>`);
      expect(`${mail?.html}${mail?.text}${listUnsubscribe}`).not.toContain(other);
    }
  });

  it('mails, once decoded, the very text and HTML the console previews, long lines and all', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    const content = `Déjà vu: ${'a long line of findings '.repeat(12)}\n\n. A dot opens this line.`;
    const article = anArticle({ title: 'Findings', content });
    const body = { markdown: content, gated: false };

    await mailer.deliver({
      to: 'reader@example.org',
      letter: mailer.compose(article, body),
      unsubscribeToken: 'token-reader',
      messageKey: 'send.reader',
    });

    const [mail] = await readOutbox(outboxDir);
    const expected = mailer.render({ article, body, unsubscribeToken: 'token-reader' });
    expect(mail?.html).toBe(expected.html);
    expect(mail?.text?.trimEnd()).toBe(expected.text.trimEnd());
    const [file] = await readdir(outboxDir);
    const lines = (await readFile(path.join(outboxDir, file!), 'utf8')).split(/\r?\n/);
    expect(lines.filter((line) => line.length > 76)).toEqual([]);
  });

  it('sends each copy as one whole message: sender, recipient, encoded subject and the one-click headers', async () => {
    const mail = await oneMailOf('Résumé: what founders said');

    expect(mail?.subject).toBe('Résumé: what founders said');
    expect(mail?.from?.value).toEqual([{ name: 'Innovation Commons', address: 'no-reply@commons.test' }]);
    expect(mail?.to).toMatchObject({ value: [{ address: 'reader@example.org' }] });
    expect(mail?.messageId).toMatch(/^<[0-9a-f]{32}@commons\.test>$/);
    const header = (key: string) => mail?.headerLines.find((line) => line.key === key)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toContain('<mailto:no-reply@commons.test?subject=unsubscribe>');
    expect(mail?.date).toBeInstanceOf(Date);
    expect(mail?.replyTo).toBeUndefined();
  });

  it("sends a reader's reply where the site's replies go (MAIL_REPLY_TO)", async () => {
    const mail = await oneMailOf('Findings', 'Research desk <research@commons.test>');

    expect(mail?.replyTo?.value).toEqual([{ name: 'Research desk', address: 'research@commons.test' }]);
  });
});
