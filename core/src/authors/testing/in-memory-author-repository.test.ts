import { InMemoryArticleRepository } from '../../knowledge/testing/in-memory-article-repository.ts';
import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { authorRepositoryContract } from './author-repository.contract.ts';
import { InMemoryAuthorRepository } from './in-memory-author-repository.ts';

authorRepositoryContract('in memory', async () => {
  const transactions = new InMemoryTransactions();
  const members = new InMemoryMemberRepository(undefined, transactions);
  const articles = new InMemoryArticleRepository();
  return { members, articles, authors: new InMemoryAuthorRepository(members, articles, transactions) };
});
