import type { PasswordHasher } from '../password-hasher.ts';

/**
 * Instant and reversible, for use-case tests only: `fake$v<version>$<salt>$<password reversed>`.
 * A hasher made with a higher version reports older hashes as needing a rehash.
 */
export class FakePasswordHasher implements PasswordHasher {
  readonly #version: number;
  #salt = 0;

  constructor(options: { version?: number } = {}) {
    this.#version = options.version ?? 2;
  }

  async hash(password: string): Promise<string> {
    this.#salt += 1;
    return `fake$v${this.#version}$${this.#salt}$${[...password].reverse().join('')}`;
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    const parts = /^fake\$v\d+\$\d+\$(.*)$/s.exec(passwordHash);
    return parts !== null && parts[1] === [...password].reverse().join('');
  }

  async spendVerification(password: string): Promise<void> {
    await this.verify('fake$v0$0$', password);
  }

  needsRehash(passwordHash: string): boolean {
    const version = /^fake\$v(\d+)\$/.exec(passwordHash);
    return !version || Number(version[1]) < this.#version;
  }
}
