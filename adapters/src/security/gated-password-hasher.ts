/**
 * A gate in front of a slow password hasher. argon2id runs on libuv's threadpool (4 threads by
 * default): a burst of sign-ins puts all four to work, which on a 2-core machine leaves the event
 * loop a fraction of a core, and every other request (an ad slot, a page) stalls behind the burst.
 * Through the gate only a few hashes run at once and a bounded number wait their turn; beyond
 * that the caller is refused at once, in words, with a time to retry, rather than left to time out.
 */
import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '@commons/core/accounts/password-hasher';
import { DomainError } from '@commons/core/shared/domain-error';

export const busyHashingMessage =
  'Too many sign-ins are being checked right now. Please try again in a few seconds.';
const retryAfterSeconds = 2;

export interface HashingGate {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused. */
  queueLimit: number;
}

/**
 * No more hashes than cores, so the event loop always gets its share of one, and at most 3, so
 * one of the 4 threadpool threads stays free for file and DNS work: a server pinned to one core
 * hashes one at a time, a 2-core machine two. The queue holds what one instance sees behind a
 * balancer that sends it 25 requests at once, with room to spare.
 */
export const defaultHashingGate: HashingGate = {
  concurrency: Math.min(3, availableParallelism()),
  queueLimit: 64,
};

export class GatedPasswordHasher implements PasswordHasher {
  readonly #inner: PasswordHasher;
  readonly #gate: HashingGate;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(inner: PasswordHasher, gate: HashingGate = defaultHashingGate) {
    this.#inner = inner;
    this.#gate = gate;
  }

  hash(password: string): Promise<string> {
    return this.#inTurn(() => this.#inner.hash(password));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.#inTurn(() => this.#inner.verify(passwordHash, password));
  }

  spendVerification(password: string): Promise<void> {
    return this.#inTurn(() => this.#inner.spendVerification(password));
  }

  needsRehash(passwordHash: string): boolean {
    return this.#inner.needsRehash(passwordHash);
  }

  async #inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#gate.concurrency) {
      if (this.#waiting.length >= this.#gate.queueLimit)
        throw new DomainError('RATE_LIMITED', busyHashingMessage, { retryAfterSeconds });
      // The turn is handed over by the hash that finishes, so #running never drops in between.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
