import { queryClientOf, routerContext } from '../../../lib/router-context.ts';
import { articlesQuery } from './articles.ts';
import { knowledgeReaderContext } from './knowledge-reader.ts';

/**
 * For route loaders: puts the published list into the request's query cache (from the server's
 * use cases during server rendering, over HTTP in the browser), so pages read it with useArticles.
 */
export async function prefetchArticles(context: unknown): Promise<void> {
  const router = routerContext(context);
  const reader = router.get(knowledgeReaderContext);
  const queryClient = await queryClientOf(context);
  await queryClient.prefetchQuery({ ...articlesQuery(), queryFn: () => reader.publishedArticles() });
}
