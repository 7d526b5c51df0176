import { AccountTokens, PaymentTokens } from '@commons/container';
import type { Command } from '../command.ts';
import { withContainer } from '../with-container.ts';

export const purgeExpiredCommand: Command = {
  summary:
    'delete expired sessions, codes, devices, ended rate-limit windows and e-mail change undos, end expired payment grace (the server also does it hourly)',
  run: (config) =>
    withContainer(config, async (container) => {
      const purged = await container.resolve(AccountTokens.purgeExpired)();
      const graceEnded = await container.resolve(PaymentTokens.endExpiredGrace)();
      return (
        `Deleted ${purged.sessions} session(s), ${purged.rateLimitWindows} rate-limit window(s), ` +
        `${purged.unverifiedRegistrations} unverified registration(s), ${purged.signInCodes} sign-in code(s), ` +
        `${purged.knownDevices} known device(s) and ${purged.emailChangeUndos} ended e-mail change undo(s). Ended the payment grace of ${graceEnded} member(s).`
      );
    }),
};
