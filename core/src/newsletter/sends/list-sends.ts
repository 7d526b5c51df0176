import { toSendView, type ArticleSendView } from './article-send.ts';
import type { SendDeps } from './send-deps.ts';

/** The console's list of sends, newest first. */
export async function listSends(deps: Pick<SendDeps, 'sends'>): Promise<ArticleSendView[]> {
  return (await deps.sends.list()).map(toSendView);
}
