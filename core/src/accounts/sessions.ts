import type { AccountDeps } from './account-deps.ts';
import { accountPolicy } from './account-deps.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import type { Session, SignInMethod } from './session-store.ts';
import type { CookieGrant } from './session-grant.ts';

/** Longer tokens are not ours: refused before any digest or lookup. */
export const longestToken = 256;

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

/** Starts a new session with a fresh token; a login never reuses one. */
export async function startSession(
  deps: Pick<AccountDeps, 'sessions' | 'secrets' | 'clock'>,
  memberId: string,
  signedInWith: SignInMethod,
): Promise<CookieGrant> {
  const now = deps.clock.now();
  const token = deps.secrets.sessionToken();
  const expiresAt = addSeconds(now, accountPolicy.sessionLifetimeSeconds);
  await deps.sessions.create({
    memberId,
    tokenHash: deps.secrets.digest(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    signedInWith,
  });
  return { token, expiresAt };
}

function hasExpired(session: Session, now: Date): boolean {
  const idleEnd = addSeconds(session.lastSeenAt, accountPolicy.sessionIdleSeconds);
  return now >= session.expiresAt || now >= idleEnd;
}

/**
 * The member signed in with this token, or null when the token is unknown, past its 30-day end or
 * idle for 7 days, or the member is inactive (such a session is deleted). Records activity for
 * the idle window.
 */
export async function resolveSession(
  deps: Pick<AccountDeps, 'sessions' | 'secrets' | 'clock' | 'members'>,
  token: string,
): Promise<MemberView | null> {
  if (token === '' || token.length > longestToken) return null;
  const session = await deps.sessions.findByTokenHash(deps.secrets.digest(token));
  if (!session) return null;
  const now = deps.clock.now();
  if (hasExpired(session, now)) {
    await deps.sessions.delete(session.id);
    return null;
  }
  const member = await deps.members.findById(session.memberId);
  if (!member) return null;
  if (member.membershipStatus === 'inactive') {
    await deps.sessions.delete(session.id);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= accountPolicy.sessionTouchSeconds * 1000) {
    await deps.sessions.touch(session.id, now);
  }
  return toMemberView(member);
}

/** Logout: ends the session of this token, if there is one. */
export async function endSession(
  deps: Pick<AccountDeps, 'sessions' | 'secrets'>,
  token: string,
): Promise<void> {
  if (token === '' || token.length > longestToken) return;
  const session = await deps.sessions.findByTokenHash(deps.secrets.digest(token));
  if (session) await deps.sessions.delete(session.id);
}

/** The live session of this token (for flows that depend on how it was signed in), or null. */
export async function findSession(
  deps: Pick<AccountDeps, 'sessions' | 'secrets' | 'clock'>,
  token: string,
): Promise<Session | null> {
  if (token === '' || token.length > longestToken) return null;
  const session = await deps.sessions.findByTokenHash(deps.secrets.digest(token));
  return session && !hasExpired(session, deps.clock.now()) ? session : null;
}
