import { articleRepositoryContract } from './article-repository.contract.ts';
import { InMemoryArticleRepository } from './in-memory-article-repository.ts';

articleRepositoryContract('in memory', async () => new InMemoryArticleRepository());
