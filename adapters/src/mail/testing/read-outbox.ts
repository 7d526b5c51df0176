import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The messages of a file outbox, oldest first, parsed. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}
