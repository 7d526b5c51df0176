/**
 * The loop every durable queue's worker shares (the mail outbox's dispatcher, the received payment
 * events' applier): a cycle handles one batch of what is due. Woken right after new work is stored
 * in this process, and every `pollIntervalMs` for retries and for work other instances stored. One
 * cycle at a time; a wake during a cycle runs one more after it, and so does a full batch.
 */

/** What one cycle did, counted by kind; nothing handled means nothing was due. */
export type Tally = Record<string, number>;

export interface WorkerOptions {
  pollIntervalMs: number;
  batchSize: number;
}

const handled = (tally: Tally) => Object.values(tally).reduce((sum, count) => sum + count, 0);

export class BackgroundWorker<T extends Tally> {
  readonly #cycle: () => Promise<T>;
  readonly #options: WorkerOptions;
  readonly #onError: (error: unknown) => void;
  #running: Promise<void> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = true;

  /** `onError` hears a cycle that failed as a whole (e.g. the database is down); polling goes on. */
  constructor(cycle: () => Promise<T>, options: WorkerOptions, onError: (error: unknown) => void) {
    this.#cycle = cycle;
    this.#options = options;
    this.#onError = onError;
  }

  /** Starts polling and handles what is already due. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#timer = setInterval(() => this.wake(), this.#options.pollIntervalMs);
    // The worker alone must not keep the process alive.
    this.#timer.unref();
    this.wake();
  }

  /** Runs a cycle soon; a wake during a cycle runs one more after it. Never throws. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
    });
  }

  /**
   * Stops polling and waits for the cycle in progress, at most `graceMs`: a hung server must not
   * hold up a shutdown. Work cut off mid-way is leased, so it is done again after the lease.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.#running, grace]);
    clearTimeout(timer);
  }

  /**
   * Handles everything due now, until nothing is (the CLI, tests). It takes the place of a
   * background cycle: one already running holds its items under lease, so it is waited for first,
   * and a wake meanwhile runs a cycle after. When flush returns, what was due has been attempted.
   * Returns the sum of its cycles' tallies.
   */
  async flush(): Promise<T> {
    while (this.#running) await this.#running;
    const drained = this.#drain();
    this.#running = drained
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#again) this.wake();
      });
    return drained;
  }

  async #drain(): Promise<T> {
    let total: T | undefined;
    for (;;) {
      const tally = await this.#cycle();
      total = total ? add(total, tally) : tally;
      if (handled(tally) === 0) return total;
    }
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        // A full batch may have left more behind.
        if (handled(await this.#cycle()) >= this.#options.batchSize) this.#again = true;
      } catch (error) {
        this.#onError(error);
        return;
      }
    } while (this.#again && !this.#stopped);
  }
}

function add<T extends Tally>(total: T, tally: T): T {
  const sum: Tally = { ...total };
  for (const [kind, count] of Object.entries(tally)) sum[kind] = (sum[kind] ?? 0) + count;
  return sum as T;
}
