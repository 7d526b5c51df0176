import { PaymentTokens } from '@commons/container';
import type { GivenUpPaymentEvent } from '@commons/core/membership/received-payment-events';
import type { Command } from '../command.ts';
import { formatTable, jsonOption, wantsJson } from '../table.ts';
import { withContainer } from '../with-container.ts';

function table(failed: GivenUpPaymentEvent[]): string {
  if (failed.length === 0) return 'No payment event was given up.';
  const rows = failed.map((entry) => [
    entry.receivedAt.toISOString(),
    entry.event.providerType,
    entry.event.id,
    String(entry.attempts),
    entry.lastError ?? '',
  ]);
  return formatTable([['RECEIVED', 'TYPE', 'EVENT', 'ATTEMPTS', 'LAST ERROR'], ...rows]);
}

/** Staff's view of the Stripe events the worker gave up on, after applying what is due now. */
export const paymentsFlushCommand: Command = {
  summary:
    'apply the received Stripe events due now (the server does it continuously) and list those given up',
  options: [jsonOption],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const tally = await container.resolve(PaymentTokens.PaymentEventWorker).flush();
      const events = container.resolve(PaymentTokens.ReceivedPaymentEvents);
      const [counts, failed] = [await events.counts(), await events.listFailed(50)];
      if (wantsJson(args)) return JSON.stringify({ tally, counts, failed });
      return (
        `Applied ${tally.applied} payment event(s); ${tally.retrying} failed and will be retried, ${tally.failed} given up. ` +
        `Pending ${counts.pending}, given up in all ${counts.failed}.\n${table(failed)}`
      );
    }),
};
