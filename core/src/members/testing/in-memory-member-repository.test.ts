import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { InMemoryMemberRepository } from './in-memory-member-repository.ts';
import { memberRepositoryContract } from './member-repository.contract.ts';

memberRepositoryContract('in memory', async () => {
  const transactions = new InMemoryTransactions();
  return { repository: new InMemoryMemberRepository(undefined, transactions), transactions };
});
