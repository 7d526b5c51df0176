/**
 * Browsers known to have signed in to an account (OWASP's "device cookies"): at each sign-in the
 * browser gets a new random token, and only its digest is kept here with the account it names. A
 * known device has its own allowance of wrong passwords and of code e-mails, so what strangers do
 * from unknown browsers cannot lock the member out of a browser they signed in with before.
 */
export interface KnownDevice {
  /** The digest of the token the browser holds. */
  tokenHash: string;
  memberId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface KnownDevices {
  remember(device: KnownDevice): Promise<void>;
  /** The device with this token digest, unless it had expired by `now`. */
  find(tokenHash: string, now: Date): Promise<KnownDevice | null>;
  /** Forgets the device (its token was replaced by a new one); a missing device is ignored. */
  forget(tokenHash: string): Promise<void>;
  /** Housekeeping: deletes the devices that expired by `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
