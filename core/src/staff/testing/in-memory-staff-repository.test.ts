import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { InMemoryStaffRepository } from './in-memory-staff-repository.ts';
import { staffRepositoryContract } from './staff-repository.contract.ts';

staffRepositoryContract('in memory', async () => {
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(undefined, transactions);
  return { members, staff: new InMemoryStaffRepository(members, transactions) };
});
