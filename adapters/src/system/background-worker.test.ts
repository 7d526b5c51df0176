import { describe, expect, it, vi } from 'vitest';
import { BackgroundWorker } from './background-worker.ts';

/** A queue handled `batchSize` items a cycle, counting how many cycles ever ran at once. */
function aQueue(batchSize = 2) {
  let left = 0;
  let running = 0;
  let cycles = 0;
  let mostAtOnce = 0;
  const cycle = async () => {
    running += 1;
    cycles += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const done = Math.min(batchSize, left);
    left -= done;
    running -= 1;
    return { done };
  };
  const worker = new BackgroundWorker(cycle, { pollIntervalMs: 60_000, batchSize }, () => {});
  return {
    worker,
    add: (items: number) => (left += items),
    left: () => left,
    cycles: () => cycles,
    mostAtOnce: () => mostAtOnce,
  };
}

describe('BackgroundWorker', () => {
  it('flushes until a cycle handles nothing, summing the cycles', async () => {
    const queue = aQueue();
    queue.add(5);

    expect(await queue.worker.flush()).toEqual({ done: 5 });
    expect(queue.left()).toBe(0);
  });

  it('runs no background cycle beside a flush: a wake meanwhile runs one after it', async () => {
    const queue = aQueue();
    queue.worker.start();
    await vi.waitFor(() => expect(queue.cycles()).toBe(1));
    await queue.worker.flush();
    queue.add(6);

    const flushed = queue.worker.flush();
    queue.worker.wake();
    queue.worker.wake();

    expect(await flushed).toEqual({ done: 6 });
    // 1 at start, 1 for the empty flush, 4 for this one (3 batches, then none), 1 for the wakes.
    await vi.waitFor(() => expect(queue.cycles()).toBe(7));
    await queue.worker.stop();
    expect(queue.mostAtOnce()).toBe(1);
  });
});
