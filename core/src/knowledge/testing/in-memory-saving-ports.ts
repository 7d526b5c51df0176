import { InMemoryAuthorRepository } from '../../authors/testing/in-memory-author-repository.ts';
import { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { InMemoryArticleRepository } from './in-memory-article-repository.ts';
import { InMemoryArticleRevisions } from './in-memory-article-revisions.ts';

/**
 * What an article save needs besides the authoring ports, in memory: its revisions, and bylines
 * naming the staff among `members`.
 */
export function inMemorySavingPorts(
  articles: InMemoryArticleRepository,
  transactions = new InMemoryTransactions(),
  members = new InMemoryMemberRepository(undefined, transactions),
) {
  return {
    revisions: new InMemoryArticleRevisions({ transactions }),
    bylines: new InMemoryAuthorRepository(members, articles, transactions),
  };
}
