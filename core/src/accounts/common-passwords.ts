/**
 * The passwords attackers try first (ASVS 6.2.4): a new password must not be one of them. The
 * adapter ships the list; core only asks.
 */
export interface CommonPasswords {
  /** Whether the password, ignoring letter case, is on the list. */
  includes(password: string): boolean;
}
