import {
  AccountTokens,
  AdTokens,
  InfrastructureTokens,
  PaymentTokens,
  type AppContainer,
} from '@commons/container';
import { describe, expect, it, vi } from 'vitest';
import type { PurgeResult } from '@commons/core/accounts/purge-expired';
import { scheduleHousekeeping } from './housekeeping.ts';

function containerWith(
  purge: () => Promise<PurgeResult>,
  {
    endExpiredGrace = async () => 0,
    forgetExpiredViews = async () => 0,
    renewDueSubscriptions = async () => 0,
    sendWeeklySponsorReports = async () => 0,
  } = {},
) {
  const logger = { info: vi.fn(), error: vi.fn() };
  const bindings = new Map<symbol, unknown>([
    [AccountTokens.purgeExpired, purge],
    [PaymentTokens.endExpiredGrace, endExpiredGrace],
    [AdTokens.forgetExpiredViews, forgetExpiredViews],
    [PaymentTokens.renewDueSubscriptions, renewDueSubscriptions],
    [AdTokens.sendWeeklySponsorReports, sendWeeklySponsorReports],
    [InfrastructureTokens.DatabaseScope, (work: () => Promise<unknown>) => work()],
    [InfrastructureTokens.Logger, logger],
  ]);
  return {
    container: { resolve: (token: symbol) => bindings.get(token) } as unknown as AppContainer,
    logger,
  };
}

const nothingPurged: PurgeResult = {
  sessions: 0,
  rateLimitWindows: 0,
  unverifiedRegistrations: 0,
  emailChangeUndos: 0,
  signInCodes: 0,
  knownDevices: 0,
};

describe('scheduleHousekeeping', () => {
  it('purges on every interval, logs what it removed and keeps going after a failure', async () => {
    vi.useFakeTimers();
    try {
      const purge = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue({
        sessions: 2,
        rateLimitWindows: 3,
        unverifiedRegistrations: 1,
        emailChangeUndos: 5,
        signInCodes: 5,
        knownDevices: 6,
      });
      const { container, logger } = containerWith(purge, { forgetExpiredViews: async () => 4 });
      const stop = scheduleHousekeeping(container, 1000);

      await vi.advanceTimersByTimeAsync(2000);
      expect(purge).toHaveBeenCalledTimes(3);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.info).toHaveBeenCalledWith(
        {
          sessions: 2,
          rateLimitWindows: 3,
          unverifiedRegistrations: 1,
          emailChangeUndos: 5,
          signInCodes: 5,
          knownDevices: 6,
          adViews: 4,
        },
        'expired rows purged',
      );

      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(purge).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the payment grace of members whose 7 days are over, on every interval', async () => {
    vi.useFakeTimers();
    try {
      const endExpiredGrace = vi.fn().mockResolvedValueOnce(2).mockResolvedValue(0);
      const { container, logger } = containerWith(async () => nothingPurged, { endExpiredGrace });
      const stop = scheduleHousekeeping(container, 1000);

      await vi.advanceTimersByTimeAsync(2000);
      stop();

      expect(endExpiredGrace).toHaveBeenCalledTimes(3);
      expect(logger.info).toHaveBeenCalledTimes(1);
      expect(logger.info).toHaveBeenCalledWith({ members: 2 }, 'payment grace ended');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renews the simulator’s subscriptions whose period has ended, on every interval', async () => {
    vi.useFakeTimers();
    try {
      const renewDueSubscriptions = vi.fn().mockResolvedValueOnce(3).mockResolvedValue(0);
      const { container, logger } = containerWith(async () => nothingPurged, { renewDueSubscriptions });
      const stop = scheduleHousekeeping(container, 1000);

      await vi.advanceTimersByTimeAsync(2000);
      stop();

      expect(renewDueSubscriptions).toHaveBeenCalledTimes(3);
      expect(logger.info).toHaveBeenCalledTimes(1);
      expect(logger.info).toHaveBeenCalledWith({ events: 3 }, 'simulated subscriptions renewed');
    } finally {
      vi.useRealTimers();
    }
  });

  it("queues the sponsors' weekly e-mails on every interval (each claimed once per week)", async () => {
    vi.useFakeTimers();
    try {
      const sendWeeklySponsorReports = vi.fn().mockResolvedValueOnce(2).mockResolvedValue(0);
      const { container, logger } = containerWith(async () => nothingPurged, { sendWeeklySponsorReports });
      const stop = scheduleHousekeeping(container, 1000);

      await vi.advanceTimersByTimeAsync(2000);
      stop();

      expect(sendWeeklySponsorReports).toHaveBeenCalledTimes(3);
      expect(logger.info).toHaveBeenCalledTimes(1);
      expect(logger.info).toHaveBeenCalledWith({ sponsors: 2 }, 'weekly sponsor reports queued');
    } finally {
      vi.useRealTimers();
    }
  });
});
