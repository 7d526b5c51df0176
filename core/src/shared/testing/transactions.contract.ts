import { describe, expect, it } from 'vitest';
import { outsideTransactions } from '../outside-transactions.ts';
import type { Transactions } from '../transactions.ts';

export interface TransactionsHarness {
  transactions: Transactions;
  /** Writes a record the transactions cover (a member, a row), named by `key`. */
  write(key: string): Promise<void>;
  /** Whether the record named `key` is stored, as the caller sees it. */
  exists(key: string): Promise<boolean>;
}

const pause = (ms: number) => new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms));

function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/** Stands for a network port (the payment provider). */
class AnsweringPort {
  readonly #answer = 'answered';
  async ask(): Promise<string> {
    return this.#answer;
  }
}

/** The behaviour every Transactions must have; run against the fake and the real adapter. */
export function transactionsContract(name: string, create: () => Promise<TransactionsHarness>): void {
  describe(`Transactions contract: ${name}`, () => {
    it('commits what the work writes and passes its result through', async () => {
      const { transactions, write, exists } = await create();

      const result = await transactions.run(async () => {
        await write('committed');
        return { answer: 42 };
      });

      expect(result).toEqual({ answer: 42 });
      expect(await exists('committed')).toBe(true);
    });

    it('rolls every write back when the work throws, and rethrows the very same error', async () => {
      const { transactions, write, exists } = await create();
      const failure = new Error('the work failed');

      const outcome = transactions.run(async () => {
        await write('first');
        await write('second');
        throw failure;
      });

      await expect(outcome).rejects.toBe(failure);
      expect(await exists('first')).toBe(false);
      expect(await exists('second')).toBe(false);
    });

    it('shows a reader outside nothing before the commit, and the write after it', async () => {
      const { transactions, write, exists } = await create();
      const written = signal();
      const release = signal();
      const running = transactions.run(async () => {
        await write('uncommitted');
        expect(await exists('uncommitted')).toBe(true);
        written.fire();
        await release.fired;
      });
      await written.fired;

      const outside = exists('uncommitted');
      // A reader either answers at once without the write, or (one-connection PGlite) waits for the commit.
      const early = await Promise.race([outside, pause(250)]);
      if (early !== 'pending') expect(early).toBe(false);
      release.fire();
      await running;

      expect(await exists('uncommitted')).toBe(true);
      if (early === 'pending') expect(await outside).toBe(true);
    });

    it('undoes only a failed nested run, like a savepoint', async () => {
      const { transactions, write, exists } = await create();

      await transactions.run(async () => {
        await write('outer');
        await transactions
          .run(async () => {
            await write('inner');
            throw new Error('inner failed');
          })
          .catch(() => undefined);
      });

      expect(await exists('outer')).toBe(true);
      expect(await exists('inner')).toBe(false);
    });

    it('knows whether the caller runs inside a transaction', async () => {
      const { transactions } = await create();
      expect(transactions.isActive()).toBe(false);

      const inside = await transactions.run(async () => {
        await pause(1);
        return transactions.isActive();
      });

      expect(inside).toBe(true);
      expect(transactions.isActive()).toBe(false);
    });

    it('calls an after-commit callback once the outermost transaction has committed', async () => {
      const { transactions, write, exists } = await create();
      const seen: string[] = [];

      await transactions.run(async () => {
        await write('woken');
        await transactions.run(async () => {
          transactions.afterCommit(() => seen.push('inner'));
        });
        transactions.afterCommit(() => seen.push('outer'));
        expect(seen).toEqual([]);
      });

      expect(seen).toEqual(['inner', 'outer']);
      expect(await exists('woken')).toBe(true);
    });

    it('drops the after-commit callbacks of a rolled-back transaction or failed nested run', async () => {
      const { transactions } = await create();
      const seen: string[] = [];

      await expect(
        transactions.run(async () => {
          transactions.afterCommit(() => seen.push('rolled back'));
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      await transactions.run(async () => {
        await transactions
          .run(async () => {
            transactions.afterCommit(() => seen.push('failed savepoint'));
            throw new Error('inner failed');
          })
          .catch(() => undefined);
        transactions.afterCommit(() => seen.push('committed'));
      });

      expect(seen).toEqual(['committed']);
    });

    it('calls an after-commit callback at once outside a transaction', async () => {
      const { transactions } = await create();
      const seen: string[] = [];

      transactions.afterCommit(() => seen.push('now'));

      expect(seen).toEqual(['now']);
    });

    it('makes a network port guarded by outsideTransactions refuse calls inside and answer outside', async () => {
      const { transactions } = await create();
      const port = outsideTransactions(new AnsweringPort(), transactions);

      await expect(transactions.run(() => port.ask())).rejects.toThrow(
        'AnsweringPort.ask called inside a database transaction',
      );
      expect(await port.ask()).toBe('answered');
    });
  });
}
