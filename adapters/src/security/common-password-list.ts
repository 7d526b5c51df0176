/**
 * The 10,000 most common passwords, from SecLists (Daniel Miessler, Jason Haddix; OWASP),
 * Passwords/Common-Credentials/10-million-password-list-top-10000.txt: the first 10,000 lines of
 * its `10-million-password-list-top-1000000.txt` (Mark Burnett's ten million leaked passwords,
 * most frequent first), CC BY-SA 3.0. Read once, on first use, into a set of lower-cased entries.
 */
import { readFileSync } from 'node:fs';
import type { CommonPasswords } from '@commons/core/accounts/common-passwords';

const listFile = new URL('./common-passwords-10k.txt', import.meta.url);

export class CommonPasswordList implements CommonPasswords {
  #entries: Set<string> | undefined;

  includes(password: string): boolean {
    this.#entries ??= new Set(
      readFileSync(listFile, 'utf8')
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line !== ''),
    );
    return this.#entries.has(password.toLowerCase());
  }

  /** How many distinct entries the list holds (for its test). */
  get size(): number {
    this.includes('');
    return this.#entries!.size;
  }
}
