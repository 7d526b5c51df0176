/**
 * The way back from an e-mail change: the notice to the old address carries a link that restores
 * it for a few days, in case the change was not the member's. One per change (a second change does
 * not void the first one's link); only the token's digest is kept, and a link works once.
 */
export interface EmailChangeUndo {
  memberId: string;
  /** The address the change moved the account away from, which undoing restores. */
  oldEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface EmailChangeUndos {
  save(undo: EmailChangeUndo): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<EmailChangeUndo | null>;
  /** Deletes the undo with this digest; true only for the one call that deleted it. */
  take(tokenHash: string): Promise<boolean>;
  /** Deletes every undo of the member; returns how many. */
  deleteForMember(memberId: string): Promise<number>;
  /** Housekeeping: deletes the undos past their end (`expiresAt <= now`); returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
