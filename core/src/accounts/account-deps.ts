import type { Clock } from '../shared/clock.ts';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { AccountMailer, CodeKind } from './account-mailer.ts';
import type { CommonPasswords } from './common-passwords.ts';
import type { KnownDevices } from './known-devices.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import type { RegistrationProofs, SetAsidePayment } from '../members/registration-proofs.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { PendingTierGrants } from './pending-tier-grants.ts';
import type { SecretGenerator } from './secret-generator.ts';
import type { SessionStore } from './session-store.ts';
import type { SignInCodes } from './sign-in-codes.ts';

/** Every port the account use cases use; each use case takes the subset it needs. */
export interface AccountDeps {
  members: MemberRepository;
  /** Tiers granted to addresses before they had an account, applied at verification. */
  pendingGrants: PendingTierGrants;
  sessions: SessionStore;
  signInCodes: SignInCodes;
  knownDevices: KnownDevices;
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

/** Who is asking, as far as limits and codes care. */
export interface Requester {
  clientIp: string;
  /** The known-device token the browser holds, if any (it may name another account, or none). */
  deviceToken?: string | undefined;
  /** The token the browser was given with its latest sign-in code request, if any. */
  codeRequestToken?: string | undefined;
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
  /** A browser stays known this long after its latest sign-in. */
  knownDeviceSeconds: days(180),
  sessionIdleSeconds: days(7),
  /** Activity is written at most this often per session, to spare the database. */
  sessionTouchSeconds: 60,
  /**
   * Code e-mails and code requests are spent only when granted; wrong passwords and wrong codes are
   * counted only when wrong (a success never counts), so the limits stop attackers, not members. No
   * allowance that strangers can spend lasts longer than a minute for the member: code e-mails to an
   * address are limited per minute, not per hour, and a known device has allowances of its own.
   */
  limits: {
    /** Code e-mails per address and kind, or per known device. */
    codeSendsPerMinute: { points: 1, windowSeconds: minutes(1) },
    /** A signed-in member's own codes (e-mail change, closing the account): nobody else can ask. */
    memberCodeSendsPerHour: { points: 5, windowSeconds: minutes(60) },
    /** Sign-in code requests from one address, across e-mails. */
    codeRequestsPerIp: { points: 30, windowSeconds: minutes(60) },
    codeAttemptsPerIp: { points: 20, windowSeconds: minutes(15) },
    /** Wrong passwords for one account from one client address. */
    failedLoginsPerAccountAndIp: { points: 10, windowSeconds: minutes(15) },
    /** Wrong passwords from one client address, across accounts (a NAT shares it). */
    failedLoginsPerIp: { points: 30, windowSeconds: minutes(15) },
    /**
     * Wrong passwords for one account from every unknown browser: past it, unknown browsers sign in
     * to that account by code (its known devices keep their own allowance).
     */
    failedLoginsPerAccount: { points: 50, windowSeconds: minutes(60) },
    /** Wrong passwords from one known device of the account. */
    failedLoginsPerDevice: { points: 10, windowSeconds: minutes(15) },
    /** Wrong current passwords when changing the password. */
    failedPasswordChecksPerMember: { points: 10, windowSeconds: minutes(15) },
    registrationsPerIp: { points: 20, windowSeconds: minutes(60) },
  } satisfies Record<string, RateLimit>,
} as const;

/** Rate-limit keys, in one place so every use case counts on the same ones. */
export const limitKeys = {
  /** One e-mail a minute per kind of code (verification, sign-in), so one does not block the other. */
  codeSendsPerMinute: (email: string, kind: CodeKind) => `code-send:minute:${kind}:${email}`,
  codeSendsPerMinuteToDevice: (deviceHash: string) => `code-send:minute:device:${deviceHash}`,
  codeRequestsPerIp: (ip: string) => `code-request:ip:${ip}`,
  codeAttemptsPerIp: (ip: string) => `code-attempt:ip:${ip}`,
  failedLoginsPerAccountAndIp: (email: string, ip: string) => `login-failed:account-ip:${email}|${ip}`,
  failedLoginsPerIp: (ip: string) => `login-failed:ip:${ip}`,
  failedLoginsPerAccount: (email: string) => `login-failed:account:${email}`,
  failedLoginsPerDevice: (deviceHash: string) => `login-failed:device:${deviceHash}`,
  failedPasswordChecksPerMember: (memberId: string) => `password-check-failed:member:${memberId}`,
  registrationsPerIp: (ip: string) => `register:ip:${ip}`,
};
