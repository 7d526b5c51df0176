import { DomainError } from '../../shared/domain-error.ts';
import { isUuid } from '../../shared/ids.ts';
import { toSendView, type ArticleSendView } from './article-send.ts';
import type { SendDeps } from './send-deps.ts';
import { sendMessagesOf, sendNotFound } from './send-errors.ts';

/** Cancels a send that is still waiting for its time; one that started goes on. */
export async function cancelSend(
  deps: Pick<SendDeps, 'sends' | 'clock'>,
  id: string,
): Promise<ArticleSendView> {
  if (!isUuid(id) || !(await deps.sends.findById(id))) throw sendNotFound();
  if (!(await deps.sends.cancel(id, deps.clock.now()))) {
    throw new DomainError('CONFLICT', sendMessagesOf.notScheduled);
  }
  return toSendView((await deps.sends.findById(id))!);
}
