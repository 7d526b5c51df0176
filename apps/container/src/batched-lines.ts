import type { DestinationStream } from 'pino';

/** Where the batches go: pino's own asynchronous destination (sonic-boom). */
export interface LineTarget {
  write(chunk: string): unknown;
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

export interface BatchedLines extends DestinationStream {
  /** Hands what is pending to the target, and then asks the target to write it out. */
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

/**
 * Gathers log lines and hands them to the target a batch at a time: when about `batchBytes` are
 * pending, and at least every `flushMs`, and synchronously when the process exits. The target
 * still does the asynchronous writing (and its retries on a full pipe). Each line handed over on
 * its own cost a write call per request; and sonic-boom's own `minLength` measures its whole
 * pending buffer again on every line, which grows with the batch.
 */
export function batchedLines(
  target: LineTarget,
  { batchBytes, flushMs }: { batchBytes: number; flushMs: number },
): BatchedLines {
  let pending: string[] = [];
  let pendingLength = 0;
  const handOver = () => {
    if (pending.length === 0) return;
    const batch = pending.join('');
    pending = [];
    pendingLength = 0;
    target.write(batch);
  };
  setInterval(handOver, flushMs).unref();
  const atExit = () => {
    handOver();
    target.flushSync();
  };
  process.once('exit', atExit);
  return {
    write(line: string) {
      pending.push(line);
      // Characters, not bytes: the threshold is a batch size, not a limit.
      pendingLength += line.length;
      if (pendingLength >= batchBytes) handOver();
    },
    flush(callback) {
      handOver();
      target.flush(callback);
    },
    flushSync: atExit,
  };
}
