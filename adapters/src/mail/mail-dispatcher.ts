/**
 * Sends what the mailers stored in the outbox. Each cycle leases due messages (one short
 * statement), sends them outside any transaction, and marks each sent, or due again after an
 * exponential backoff, or failed after the last attempt. Woken right after a message is stored, and
 * every few seconds for retries and for messages another instance left behind.
 */
import type { Clock } from '@commons/core/shared/clock';
import { describeError, retryDelayMs, type RetryPolicy } from '@commons/core/shared/retry-policy';
import { BackgroundWorker } from '../system/background-worker.ts';
import type { MailTransport } from './mail-transport.ts';
import type { ClaimedEmail, OutboundEmails } from './outbound-emails.ts';

export interface DispatchOptions {
  retry: RetryPolicy;
  pollIntervalMs: number;
  /** How long a claimed message stays ours; well above the transport's own timeouts. */
  leaseMs: number;
  batchSize: number;
}

export const defaultDispatchOptions: Omit<DispatchOptions, 'retry'> = {
  pollIntervalMs: 3_000,
  leaseMs: 120_000,
  batchSize: 20,
};

/** What happened to each message; the composition root logs it and counts it. No content. */
export interface DeliveryReport {
  sent(message: { id: string; attempts: number }): void;
  retrying(message: { id: string; attempts: number }, retryAt: Date, error: string): void;
  failed(message: { id: string; attempts: number }, error: string): void;
  /** The outbox itself could not be read or written (e.g. the database is down). */
  dispatchFailed(error: unknown): void;
}

export interface DispatcherDeps {
  emails: OutboundEmails;
  transport: MailTransport;
  clock: Clock;
  report: DeliveryReport;
  /** Runs database work in its own unit of work. */
  inScope: <R>(work: () => Promise<R>) => Promise<R>;
}

export type DispatchTally = {
  sent: number;
  retrying: number;
  failed: number;
};

export class MailDispatcher {
  readonly #deps: DispatcherDeps;
  readonly #options: DispatchOptions;
  readonly #worker: BackgroundWorker<DispatchTally>;

  constructor(deps: DispatcherDeps, options: DispatchOptions) {
    this.#deps = deps;
    this.#options = options;
    this.#worker = new BackgroundWorker(
      () => this.#cycle(),
      options,
      (error) => deps.report.dispatchFailed(error),
    );
  }

  /** Starts polling and sends what is already due. */
  start(): void {
    this.#worker.start();
  }

  /** Runs a cycle soon; a wake during a cycle runs one more after it. Never throws. */
  wake(): void {
    this.#worker.wake();
  }

  /**
   * Stops polling and waits for the cycle in progress, at most `graceMs`: a hung SMTP server must
   * not hold up a shutdown. A message cut mid-send is leased, so it goes out again after the lease.
   */
  stop(graceMs?: number): Promise<void> {
    return this.#worker.stop(graceMs);
  }

  /** Sends everything due now, until nothing is (the CLI's mail:flush). */
  flush(): Promise<DispatchTally> {
    return this.#worker.flush();
  }

  async #cycle(): Promise<DispatchTally> {
    const { emails, inScope } = this.#deps;
    const claimed = await inScope(() => emails.claimDue(this.#options.batchSize, this.#options.leaseMs));
    const tally: DispatchTally = { sent: 0, retrying: 0, failed: 0 };
    // One at a time, oldest first: the order members see, and one SMTP connection at a time.
    for (const message of claimed) tally[await this.#deliver(message)] += 1;
    return tally;
  }

  async #deliver(message: ClaimedEmail): Promise<keyof DispatchTally> {
    const { emails, transport, clock, report, inScope } = this.#deps;
    try {
      await transport.send(message);
    } catch (error) {
      const reason = describeError(error);
      const { retry } = this.#options;
      if (message.attempts >= retry.maxAttempts) {
        await inScope(() => emails.markFailed(message, reason));
        report.failed(message, reason);
        return 'failed';
      }
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(retry, message.attempts));
      await inScope(() => emails.retryLater(message, retryAt, reason));
      report.retrying(message, retryAt, reason);
      return 'retrying';
    }
    // Conditional on the lease: false only if it ran out mid-send, and then another dispatcher
    // may send it again (with the same Message-ID); the lease is far longer than a send.
    await inScope(() => emails.markSent(message));
    report.sent(message);
    return 'sent';
  }
}
