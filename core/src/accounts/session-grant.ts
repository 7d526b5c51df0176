import type { MemberView } from '../members/member.ts';

/** What the driver needs to hand the browser a session: the token goes into the cookie. */
export interface SessionGrant {
  token: string;
  expiresAt: Date;
}

/** The outcome of a successful login or verification. */
export interface SignedIn {
  member: MemberView;
  session: SessionGrant;
}
