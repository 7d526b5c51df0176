/** A signed-in browser: the cookie holds the token, the store only its digest. */
export interface Session {
  id: string;
  memberId: string;
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The absolute end; the idle end is lastSeenAt plus the idle window. */
  expiresAt: Date;
  /** How the member proved who they are: a code mailed to them, or their password. */
  signedInWith: SignInMethod;
}

export const signInMethods = ['password', 'code'] as const;
export type SignInMethod = (typeof signInMethods)[number];

export type NewSession = Omit<Session, 'id'>;

export interface SessionStore {
  create(session: NewSession): Promise<Session>;
  findByTokenHash(tokenHash: string): Promise<Session | null>;
  /** The member's sessions, newest first (the console lists them beside "sign out everywhere"). */
  listForMember(memberId: string): Promise<Session[]>;
  /** Records activity; a missing session is ignored. */
  touch(id: string, lastSeenAt: Date): Promise<void>;
  /** Ends one session; a missing session is ignored. */
  delete(id: string): Promise<void>;
  /** Ends every session of a member, except `keepId` when given; returns how many ended. */
  deleteAllForMember(memberId: string, keepId?: string): Promise<number>;
  /** Deletes sessions past their absolute end (`expiresAt <= now`) or idle since `idleSince`. */
  deleteExpired(now: Date, idleSince: Date): Promise<number>;
}
