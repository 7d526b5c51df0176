import { articleRevisionsContract } from './article-revisions.contract.ts';
import { InMemoryArticleRepository } from './in-memory-article-repository.ts';
import { InMemoryArticleRevisions } from './in-memory-article-revisions.ts';

const saver = { id: '00000000-0000-4000-8000-00000000b0b0', name: 'Bea Editor' };

articleRevisionsContract('in memory', async () => ({
  revisions: new InMemoryArticleRevisions({ names: new Map([[saver.id, saver.name]]) }),
  articles: new InMemoryArticleRepository(),
  saver,
}));
