import type { CommonPasswords } from '../common-passwords.ts';

/** A short list standing in for the shipped 10,000: enough to show the rule. */
export class InMemoryCommonPasswords implements CommonPasswords {
  readonly #entries: Set<string>;

  constructor(entries: readonly string[] = ['password', '12345678', 'iloveyou', 'qwertyuiop', 'password1']) {
    this.#entries = new Set(entries.map((entry) => entry.toLowerCase()));
  }

  includes(password: string): boolean {
    return this.#entries.has(password.toLowerCase());
  }
}
