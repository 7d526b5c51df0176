/** How a background queue (the mail outbox, the received payment events) retries a failed item. */
export interface RetryPolicy {
  /** Wait after the first failed attempt; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all; after the last one fails the item is given up. */
  maxAttempts: number;
}

export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** An error's message, short and on one line: it is stored and logged. */
export function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);
}
