import {
  AccountTokens,
  AdTokens,
  InfrastructureTokens,
  PaymentTokens,
  type AppContainer,
} from '@commons/container';
import { every } from './background-timer.ts';

const everyHour = 60 * 60 * 1000;

/**
 * Deletes expired sessions, sign-in codes and known devices, ended rate-limit windows, ended e-mail
 * change undos and expired ad view keys, ends the payment grace of members whose 7 days are over,
 * and queues the sponsors' weekly e-mails not yet sent for last week, once an hour (and a minute
 * after start); on the payment simulator it also renews the subscriptions whose period has ended,
 * as Stripe would. Every instance may run it: the deletes are idempotent, a grace ends once (under
 * the member's row lock) and a sponsor's week is mailed once (under its claim); the simulator
 * lives in one process's memory, so only that process renews its subscriptions.
 * Returns a function that stops it.
 */
export function scheduleHousekeeping(container: AppContainer, intervalMs = everyHour): () => void {
  const purge = container.resolve(AccountTokens.purgeExpired);
  const endExpiredGrace = container.resolve(PaymentTokens.endExpiredGrace);
  const renewDueSubscriptions = container.resolve(PaymentTokens.renewDueSubscriptions);
  const forgetExpiredAdViews = container.resolve(AdTokens.forgetExpiredViews);
  const sendWeeklySponsorReports = container.resolve(AdTokens.sendWeeklySponsorReports);
  const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const logger = container.resolve(InfrastructureTokens.Logger);
  const run = async () => {
    try {
      const purged = await inDatabaseScope(() => purge());
      const adViews = await inDatabaseScope(() => forgetExpiredAdViews());
      if (Object.values(purged).some((count) => count > 0) || adViews > 0)
        logger.info({ ...purged, adViews }, 'expired rows purged');
      const graceEnded = await inDatabaseScope(() => endExpiredGrace());
      if (graceEnded > 0) logger.info({ members: graceEnded }, 'payment grace ended');
      const renewals = await inDatabaseScope(() => renewDueSubscriptions());
      if (renewals > 0) logger.info({ events: renewals }, 'simulated subscriptions renewed');
      // Every instance looks; a claim per sponsor and week lets one of them queue each mail.
      const sponsorReports = await inDatabaseScope(() => sendWeeklySponsorReports());
      if (sponsorReports > 0) logger.info({ sponsors: sponsorReports }, 'weekly sponsor reports queued');
    } catch (error) {
      logger.error({ err: error }, 'housekeeping failed');
    }
  };
  return every(intervalMs, Math.min(60_000, intervalMs), () => void run());
}
