import { describe, expect, it, vi } from 'vitest';
import { batchedLines, type LineTarget } from './batched-lines.ts';

function recordingTarget() {
  const writes: string[] = [];
  const target: LineTarget & { flushedSync: number } = {
    flushedSync: 0,
    write: (chunk: string) => writes.push(chunk),
    flush: (callback) => callback?.(),
    flushSync() {
      this.flushedSync += 1;
    },
  };
  return { target, writes };
}

describe('batched log lines', () => {
  it('hands lines over a batch at a time, in order, once about the batch size is pending', () => {
    const { target, writes } = recordingTarget();
    const lines = batchedLines(target, { batchBytes: 30, flushMs: 60_000 });
    lines.write('{"n":1}\n');
    lines.write('{"n":2}\n');
    lines.write('{"n":3}\n');
    expect(writes).toEqual([]);
    lines.write('{"n":4}\n');
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n']);
  });

  it('hands over what is pending within the flush interval on a quiet server', () => {
    vi.useFakeTimers();
    try {
      const { target, writes } = recordingTarget();
      const lines = batchedLines(target, { batchBytes: 32_768, flushMs: 100 });
      lines.write('{"msg":"server listening"}\n');
      vi.advanceTimersByTime(99);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toEqual(['{"msg":"server listening"}\n']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes everything pending synchronously when flushed at exit', () => {
    const { target, writes } = recordingTarget();
    const lines = batchedLines(target, { batchBytes: 32_768, flushMs: 60_000 });
    lines.write('{"msg":"last words"}\n');
    lines.flushSync();
    expect(writes).toEqual(['{"msg":"last words"}\n']);
    expect(target.flushedSync).toBe(1);
  });
});
