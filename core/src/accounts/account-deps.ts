import type { Clock } from '../shared/clock.ts';
import type { RateLimit, RateLimiter } from '../shared/rate-limiter.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { AccountMailer } from './account-mailer.ts';
import type { MemberRepository } from './member-repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SecretGenerator } from './secret-generator.ts';
import type { SessionStore } from './session-store.ts';

/** Every port the account use cases use; each use case takes the subset it needs. */
export interface AccountDeps {
  members: MemberRepository;
  sessions: SessionStore;
  passwords: PasswordHasher;
  secrets: SecretGenerator;
  mailer: AccountMailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  transactions: Transactions;
  /** Hears about an e-mail that failed where the flow carries on (sign-up, login): for the logs. */
  reportMailFailure: (error: unknown) => void;
}

/** Who is asking, as far as limits care. */
export interface Requester {
  clientIp: string;
}

const minutes = (count: number) => count * 60;
const days = (count: number) => count * 24 * 60 * 60;

/** The numbers of the account rules (spec section 9 and the accounts issue). */
export const accountPolicy = {
  codeValiditySeconds: minutes(5),
  /** Wrong guesses after which a code is burned. */
  codeMaxAttempts: 5,
  sessionLifetimeSeconds: days(30),
  sessionIdleSeconds: days(7),
  /** Activity is written at most this often per session, to spare the database. */
  sessionTouchSeconds: 60,
  limits: {
    codeSendsPerMinute: { points: 1, windowSeconds: minutes(1) },
    codeSendsPerHour: { points: 5, windowSeconds: minutes(60) },
    codeAttemptsPerIp: { points: 20, windowSeconds: minutes(15) },
    loginsPerAccount: { points: 10, windowSeconds: minutes(15) },
    loginsPerIp: { points: 10, windowSeconds: minutes(15) },
    registrationsPerIp: { points: 20, windowSeconds: minutes(60) },
  } satisfies Record<string, RateLimit>,
} as const;

/** Rate-limit keys, in one place so every use case counts on the same ones. */
export const limitKeys = {
  codeSendsPerMinute: (email: string) => `code-send:minute:${email}`,
  codeSendsPerHour: (email: string) => `code-send:hour:${email}`,
  codeAttemptsPerIp: (ip: string) => `code-attempt:ip:${ip}`,
  loginsPerAccount: (email: string) => `login:account:${email}`,
  loginsPerIp: (ip: string) => `login:ip:${ip}`,
  registrationsPerIp: (ip: string) => `register:ip:${ip}`,
};
