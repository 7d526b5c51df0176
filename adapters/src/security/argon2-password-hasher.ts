/**
 * argon2id on Node's built-in `crypto.argon2`, with OWASP's minimum parameters (19 MiB, 2 passes,
 * 1 lane). Hashes are PHC strings that carry their parameters, e.g.
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<digest>`, so raising the parameters later leaves old
 * hashes verifiable and `needsRehash` says which to upgrade at the next login.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '@commons/core/accounts/password-hasher';

export interface Argon2Parameters {
  /** Memory in KiB. */
  memory: number;
  passes: number;
  parallelism: number;
}

export const owaspArgon2Parameters: Argon2Parameters = { memory: 19_456, passes: 2, parallelism: 1 };

/**
 * Test runs only (NODE_ENV=test, chosen in the container): the cheapest parameters argon2 accepts.
 * A test run signs members up and in hundreds of times, at ~50 ms of CPU per OWASP hash; tests of
 * the flows do not test the cost. This adapter's own tests keep the OWASP parameters.
 */
export const testRunArgon2Parameters: Argon2Parameters = { memory: 64, passes: 1, parallelism: 1 };

const saltBytes = 16;
const tagBytes = 32;
const version = 19;
const phcPattern = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash extends Argon2Parameters {
  version: number;
  salt: Buffer;
  tag: Buffer;
}

function parse(hash: string): ParsedHash | null {
  const match = phcPattern.exec(hash);
  if (!match) return null;
  const [, v, m, t, p, salt, tag] = match;
  return {
    version: Number(v),
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    salt: Buffer.from(salt!, 'base64'),
    tag: Buffer.from(tag!, 'base64'),
  };
}

const unpadded = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function derive(
  password: string,
  salt: Buffer,
  parameters: Argon2Parameters,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: Buffer.from(password, 'utf8'),
        nonce: salt,
        memory: parameters.memory,
        passes: parameters.passes,
        parallelism: parameters.parallelism,
        tagLength: length,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export class Argon2PasswordHasher implements PasswordHasher {
  readonly #parameters: Argon2Parameters;
  #unmatchableHash: Promise<string> | undefined;

  constructor(parameters: Argon2Parameters = owaspArgon2Parameters) {
    this.#parameters = parameters;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(saltBytes);
    const tag = await derive(password, salt, this.#parameters, tagBytes);
    const { memory, passes, parallelism } = this.#parameters;
    return `$argon2id$v=${version}$m=${memory},t=${passes},p=${parallelism}$${unpadded(salt)}$${unpadded(tag)}`;
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    const parsed = parse(passwordHash);
    if (!parsed || parsed.version !== version || parsed.tag.length < 16 || parsed.salt.length < 8)
      return false;
    try {
      const tag = await derive(password, parsed.salt, parsed, parsed.tag.length);
      return timingSafeEqual(tag, parsed.tag);
    } catch {
      // Parameters outside what argon2 accepts: not a hash we made.
      return false;
    }
  }

  async spendVerification(password: string): Promise<void> {
    // A hash of this instance's parameters, made once, so the work matches a real member's check.
    this.#unmatchableHash ??= this.hash(randomBytes(32).toString('base64url'));
    await this.verify(await this.#unmatchableHash, password);
  }

  needsRehash(passwordHash: string): boolean {
    const parsed = parse(passwordHash);
    if (!parsed || parsed.version !== version) return true;
    return (
      parsed.memory < this.#parameters.memory ||
      parsed.passes < this.#parameters.passes ||
      parsed.parallelism !== this.#parameters.parallelism ||
      parsed.tag.length < tagBytes
    );
  }
}
