import type { Clock } from '../shared/clock.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';
import { accountPolicy } from './account-deps.ts';
import type { EmailChangeUndos } from './email-change-undos.ts';
import type { KnownDevices } from './known-devices.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import type { SessionStore } from './session-store.ts';
import type { SignInCodes } from './sign-in-codes.ts';

export interface PurgeResult {
  sessions: number;
  rateLimitWindows: number;
  unverifiedRegistrations: number;
  emailChangeUndos: number;
  signInCodes: number;
  knownDevices: number;
}

/**
 * Housekeeping: removes sessions that can no longer be used (past their absolute end or idle for
 * longer than the idle window), rate-limit windows that have ended, registrations left unverified
 * for 7 days that never started a payment (the address can then sign up afresh), expired sign-in
 * codes, devices no longer known, and the links that undo an e-mail change once they have ended
 * (with the old address they hold). Safe to run any time.
 */
export async function purgeExpired(deps: {
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  members: Pick<MemberRepository, 'deleteUnverifiedCreatedBefore'>;
  emailChangeUndos: Pick<EmailChangeUndos, 'deleteExpired'>;
  signInCodes: SignInCodes;
  knownDevices: KnownDevices;
  clock: Clock;
}): Promise<PurgeResult> {
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - accountPolicy.sessionIdleSeconds * 1000);
  const sessions = await deps.sessions.deleteExpired(now, idleSince);
  const rateLimitWindows = await deps.rateLimiter.purgeExpired();
  const unverifiedRegistrations = await deps.members.deleteUnverifiedCreatedBefore(
    new Date(now.getTime() - accountPolicy.unverifiedRegistrationSeconds * 1000),
  );
  const emailChangeUndos = await deps.emailChangeUndos.deleteExpired(now);
  const signInCodes = await deps.signInCodes.deleteExpired(now);
  const knownDevices = await deps.knownDevices.deleteExpired(now);
  return { sessions, rateLimitWindows, unverifiedRegistrations, emailChangeUndos, signInCodes, knownDevices };
}
