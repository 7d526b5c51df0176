import { KnowledgeTokens } from '@commons/container';
import { DomainError } from '@commons/core/shared/domain-error';
import type { Command } from '../command.ts';
import { jsonOption, wantsJson } from '../table.ts';
import { withContainer } from '../with-container.ts';

/** `articles:publish <slug|id> [--unpublish]`: the console's publish switch, recorded as the system. */
export const articlesPublishCommand: Command = {
  summary: 'publish an article, or take it down',
  operands: '<slug|id>',
  options: [{ name: 'unpublish', description: 'take the article down instead' }, jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const [reference] = args._;
      if (!reference) throw new DomainError('VALIDATION', 'Name the article: its slug or its id');
      const published = args['unpublish'] === undefined;
      const { article } = await container.resolve(KnowledgeTokens.publishArticle)(
        { article: reference, published },
        null,
      );
      if (wantsJson(args)) return JSON.stringify(article);
      return `${article.slug} is now ${article.published ? 'published' : 'unpublished'}.`;
    }),
};
