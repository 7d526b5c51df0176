import { describe, expect, it } from 'vitest';
import { memberTransactionsHarness } from '../../accounts/testing/member-transactions-harness.ts';
import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryTransactions } from './in-memory-transactions.ts';
import { transactionsContract } from './transactions.contract.ts';

transactionsContract('in memory', async () => {
  const transactions = new InMemoryTransactions();
  return memberTransactionsHarness(transactions, new InMemoryMemberRepository(undefined, transactions));
});

describe('InMemoryTransactions', () => {
  it('runs top-level transactions one after the other', async () => {
    const transactions = new InMemoryTransactions();
    const counter = transactions.state({ value: 0 });
    const increment = () =>
      transactions.run(async () => {
        const seen = counter.read().value;
        await new Promise((resolve) => setTimeout(resolve, 5));
        counter.write().value = seen + 1;
      });

    await Promise.all([increment(), increment(), increment()]);

    expect(counter.read().value).toBe(3);
  });

  it('refuses to commit over a write made outside the transaction meanwhile, rather than lose it', async () => {
    const transactions = new InMemoryTransactions();
    const names = transactions.state<string[]>([]);

    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const running = transactions.run(async () => {
      names.write().push('inside');
      wrote();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    await written;
    names.write().push('outside');

    await expect(running).rejects.toThrow('A write outside the transaction changed fake state');
    expect(names.read()).toEqual(['outside']);
  });
});
