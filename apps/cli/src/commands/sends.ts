import { KnowledgeTokens, SendTokens, prepareDatabase } from '@commons/container';
import { sendSegments, type ArticleSendView } from '@commons/core/newsletter/sends/article-send';
import { accountTiers } from '@commons/core/members/tiers';
import { DomainError } from '@commons/core/shared/domain-error';
import type { Command } from '../command.ts';
import { formatTable, jsonOption, wantsJson } from '../table.ts';
import { withContainer } from '../with-container.ts';

function table(sends: ArticleSendView[]): string {
  if (sends.length === 0) return 'No sends.';
  return formatTable([
    ['ID', 'ARTICLE', 'SEGMENT', 'STATUS', 'RECIPIENTS', 'SENT', 'FAILED', 'SCHEDULED'],
    ...sends.map((send) => [
      send.id,
      send.articleId,
      send.tiers ? `tiers:${send.tiers.join(',')}` : send.segment,
      send.status,
      String(send.recipients),
      String(send.sent),
      String(send.failed),
      send.scheduledAt.toISOString(),
    ]),
  ]);
}

/**
 * `sends:create <slug|id> --segment S [--tiers a,b] [--at ISO]`: the console's Send by e-mail. The
 * running server's deliverer mails the recipients (at once, or when the time comes).
 */
export const sendsCreateCommand: Command = {
  summary: 'send a published article by e-mail to a segment, now or at a time',
  operands: '<slug|id>',
  options: [
    { name: 'segment', value: 'SEGMENT', description: sendSegments.join(', ') },
    { name: 'tiers', value: 'a,b', description: `with --segment tiers: among ${accountTiers.join(', ')}` },
    { name: 'at', value: 'ISO', description: 'when to send, e.g. 2026-07-01T09:00:00Z (default: now)' },
    jsonOption,
  ],
  run: (config, args) =>
    withContainer(config, async (container) => {
      await prepareDatabase(container);
      const [reference] = args._;
      if (!reference) throw new DomainError('VALIDATION', 'Name the article: its slug or its id');
      const articles = container.resolve(KnowledgeTokens.ArticleRepository);
      const article = (await articles.findBySlug(reference)) ?? (await articles.findById(reference));
      const tiers =
        typeof args['tiers'] === 'string' ? args['tiers'].split(',').map((t) => t.trim()) : undefined;
      const send = await container.resolve(SendTokens.sendArticle)({
        // An unknown article: the use case's own "not found".
        articleId: article?.id ?? reference,
        input: { segment: args['segment'], tiers, scheduledAt: args['at'] ?? null },
      });
      if (wantsJson(args)) return JSON.stringify(send);
      return send.status === 'scheduled'
        ? `Send ${send.id} scheduled for ${send.scheduledAt.toISOString()} (${send.recipients} recipients now).`
        : `Send ${send.id} started: ${send.recipients} recipients.`;
    }),
};

/** `sends:list`: every send, newest first, with its progress. */
export const sendsListCommand: Command = {
  summary: 'list the article sends with their status and counts',
  options: [jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      await prepareDatabase(container);
      const sends = await container.resolve(SendTokens.listSends)();
      return wantsJson(args) ? JSON.stringify(sends) : table(sends);
    }),
};
