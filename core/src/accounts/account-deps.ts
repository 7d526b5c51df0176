import type { Clock } from '../shared/clock.ts';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { AccountMailer } from './account-mailer.ts';
import type { CommonPasswords } from './common-passwords.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import type { RegistrationProofs, SetAsidePayment } from '../members/registration-proofs.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { PendingTierGrants } from './pending-tier-grants.ts';
import type { SecretGenerator } from './secret-generator.ts';
import type { SessionStore } from './session-store.ts';

/** Every port the account use cases use; each use case takes the subset it needs. */
export interface AccountDeps {
  members: MemberRepository;
  /** Tiers granted to addresses before they had an account, applied at verification. */
  pendingGrants: PendingTierGrants;
  sessions: SessionStore;
  /** Which browser made a registration: the one that may pay for it before it is verified. */
  registrationProofs: RegistrationProofs;
  passwords: PasswordHasher;
  commonPasswords: CommonPasswords;
  secrets: SecretGenerator;
  mailer: AccountMailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  transactions: Transactions;
  /**
   * Ends at the payment provider what a registration started when its owner's verification set
   * it aside (bound to the membership rules). Called after the transaction; reports, never throws.
   */
  endSetAsidePayment: (payment: SetAsidePayment) => Promise<void>;
}

/** The kinds of one-time code e-mailed to an address. */
export type CodeKind = 'verification' | 'sign-in';

/** Who is asking, as far as limits care. */
export interface Requester {
  clientIp: string;
  /** The registration proof the browser holds (a cookie), if any. */
  registrationProof?: string | undefined;
}

const minutes = (count: number) => count * 60;
const days = (count: number) => count * 24 * 60 * 60;

/** The numbers of the account rules (spec section 9 and the accounts issue). */
export const accountPolicy = {
  codeValiditySeconds: minutes(5),
  /** Wrong guesses after which a code is burned. */
  codeMaxAttempts: 5,
  /** A sign-in by code lets the member choose a new password without the old one this long. */
  passwordResetWindowSeconds: minutes(10),
  /** Housekeeping deletes registrations still unverified after this long. */
  unverifiedRegistrationSeconds: days(7),
  sessionLifetimeSeconds: days(30),
  sessionIdleSeconds: days(7),
  /** Activity is written at most this often per session, to spare the database. */
  sessionTouchSeconds: 60,
  /**
   * Code e-mails and code requests are spent only when granted; wrong passwords and wrong codes are
   * counted only when wrong (a success never counts), so the limits stop attackers, not members.
   */
  limits: {
    codeSendsPerMinute: { points: 1, windowSeconds: minutes(1) },
    codeSendsPerHour: { points: 5, windowSeconds: minutes(60) },
    /** Sign-in code requests from one address, across e-mails. */
    codeRequestsPerIp: { points: 30, windowSeconds: minutes(60) },
    codeAttemptsPerIp: { points: 20, windowSeconds: minutes(15) },
    /** Wrong passwords for one account from one client address. */
    failedLoginsPerAccountAndIp: { points: 10, windowSeconds: minutes(15) },
    /** Wrong passwords from one client address, across accounts (a NAT shares it). */
    failedLoginsPerIp: { points: 30, windowSeconds: minutes(15) },
    /** Wrong passwords for one account from everywhere: past it, that account signs in by code. */
    failedLoginsPerAccount: { points: 50, windowSeconds: minutes(60) },
    /** Wrong current passwords when changing the password. */
    failedPasswordChecksPerMember: { points: 10, windowSeconds: minutes(15) },
    registrationsPerIp: { points: 20, windowSeconds: minutes(60) },
  } satisfies Record<string, RateLimit>,
} as const;

/** Rate-limit keys, in one place so every use case counts on the same ones. */
export const limitKeys = {
  /** One e-mail a minute per kind of code (verification, sign-in), so one does not block the other. */
  codeSendsPerMinute: (email: string, kind: CodeKind) => `code-send:minute:${kind}:${email}`,
  codeSendsPerHour: (email: string) => `code-send:hour:${email}`,
  codeRequestsPerIp: (ip: string) => `code-request:ip:${ip}`,
  codeAttemptsPerIp: (ip: string) => `code-attempt:ip:${ip}`,
  failedLoginsPerAccountAndIp: (email: string, ip: string) => `login-failed:account-ip:${email}|${ip}`,
  failedLoginsPerIp: (ip: string) => `login-failed:ip:${ip}`,
  failedLoginsPerAccount: (email: string) => `login-failed:account:${email}`,
  failedPasswordChecksPerMember: (memberId: string) => `password-check-failed:member:${memberId}`,
  registrationsPerIp: (ip: string) => `register:ip:${ip}`,
};
