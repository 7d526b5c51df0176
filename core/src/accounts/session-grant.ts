import type { MemberView } from '../members/member.ts';

/** What the driver needs to hand the browser a cookie: the token goes into it, the store keeps its digest. */
export interface CookieGrant {
  token: string;
  expiresAt: Date;
}

/** The outcome of a successful login or verification. */
export interface SignedIn {
  member: MemberView;
  session: CookieGrant;
  /** The browser's new known-device token, replacing the one it held for this account. */
  device: CookieGrant;
}
