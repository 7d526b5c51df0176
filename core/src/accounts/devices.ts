/** Recognising a known device (see known-devices.ts), and making the browser known at a sign-in. */
import type { Member } from '../members/member.ts';
import { accountPolicy, type AccountDeps, type Requester } from './account-deps.ts';
import type { CookieGrant } from './session-grant.ts';
import { longestToken } from './sessions.ts';

type DeviceDeps = Pick<AccountDeps, 'knownDevices' | 'secrets' | 'clock'>;

const heldToken = (requester: Requester) =>
  requester.deviceToken && requester.deviceToken.length <= longestToken ? requester.deviceToken : null;

/**
 * The digest of the requester's known-device token when it names this member; null without a
 * token, for an unknown or expired one, and for one that names another account. The lookup is made
 * for any token, whether or not the address has an account.
 */
export async function recognizeDevice(
  deps: DeviceDeps,
  requester: Requester,
  member: Member | null,
): Promise<string | null> {
  const token = heldToken(requester);
  if (!token) return null;
  const device = await deps.knownDevices.find(deps.secrets.digest(token), deps.clock.now());
  return device && member && device.memberId === member.id ? device.tokenHash : null;
}

/**
 * After a successful sign-in: a new known-device token for the browser, naming the member; the
 * token it held before, whichever account that named, is forgotten (the browser keeps one).
 */
export async function rememberDevice(
  deps: DeviceDeps,
  memberId: string,
  requester: Requester,
): Promise<CookieGrant> {
  const previous = heldToken(requester);
  if (previous) await deps.knownDevices.forget(deps.secrets.digest(previous));
  const now = deps.clock.now();
  const token = deps.secrets.sessionToken();
  const expiresAt = new Date(now.getTime() + accountPolicy.knownDeviceSeconds * 1000);
  await deps.knownDevices.remember({
    tokenHash: deps.secrets.digest(token),
    memberId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}
