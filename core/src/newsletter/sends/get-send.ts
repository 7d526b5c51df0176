import { isUuid } from '../../shared/ids.ts';
import { toSendView, type ArticleSendView } from './article-send.ts';
import type { SendDeps } from './send-deps.ts';
import { sendNotFound } from './send-errors.ts';

/** One send's status and counts, which the console polls while it is sending. */
export async function getSend(deps: Pick<SendDeps, 'sends'>, id: string): Promise<ArticleSendView> {
  const send = isUuid(id) ? await deps.sends.findById(id) : null;
  if (!send) throw sendNotFound();
  return toSendView(send);
}
