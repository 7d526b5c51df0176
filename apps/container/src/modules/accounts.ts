import { purgeExpired } from '@commons/core/accounts/purge-expired';
import { ContainerModule } from 'inversify';
import type { AccountDeps } from '@commons/core/accounts/account-deps';
import type { AccountMailer } from '@commons/core/accounts/account-mailer';
import { createAdmin, ensureAdmin } from '@commons/core/accounts/create-admin';
import { listMembers } from '@commons/core/accounts/list-members';
import { login } from '@commons/core/accounts/login';
import type { MemberRepository } from '@commons/core/accounts/member-repository';
import type { PasswordHasher } from '@commons/core/accounts/password-hasher';
import { register } from '@commons/core/accounts/register';
import { resendVerificationCode } from '@commons/core/accounts/resend-verification-code';
import type { SecretGenerator } from '@commons/core/accounts/secret-generator';
import type { SessionStore } from '@commons/core/accounts/session-store';
import { endSession, resolveSession } from '@commons/core/accounts/sessions';
import { setMemberStatus } from '@commons/core/accounts/set-member-status';
import { verifyEmail } from '@commons/core/accounts/verify-email';
import type { RateLimiter } from '@commons/core/shared/rate-limiter';
import { NodemailerAccountMailer } from '@commons/adapters/mail/nodemailer-account-mailer';
import { MikroOrmMemberRepository } from '@commons/adapters/persistence/repositories/mikro-orm-member-repository';
import { SqlRateLimiter } from '@commons/adapters/persistence/repositories/sql-rate-limiter';
import { SqlSessionStore } from '@commons/adapters/persistence/repositories/sql-session-store';
import { Argon2PasswordHasher } from '@commons/adapters/security/argon2-password-hasher';
import { CryptoSecretGenerator } from '@commons/adapters/security/crypto-secret-generator';
import { mailSettings } from '../mail-settings.ts';
import { bindFactory, bindValue, T, token, type Bound } from '../tokens.ts';

/** Sign-up, verification, login, sessions and the admin's user management. */
export const AccountTokens = {
  MemberRepository: token<MemberRepository>('MemberRepository'),
  SessionStore: token<SessionStore>('SessionStore'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  SecretGenerator: token<SecretGenerator>('SecretGenerator'),
  AccountMailer: token<AccountMailer>('AccountMailer'),
  /** The login, code and sign-up limiter (database-backed, so shared by every instance). */
  RateLimiter: token<RateLimiter>('AccountsRateLimiter'),
  Deps: token<AccountDeps>('AccountDeps'),
  register: token<Bound<typeof register>>('register'),
  verifyEmail: token<Bound<typeof verifyEmail>>('verifyEmail'),
  resendVerificationCode: token<Bound<typeof resendVerificationCode>>('resendVerificationCode'),
  login: token<Bound<typeof login>>('login'),
  endSession: token<Bound<typeof endSession>>('endSession'),
  resolveSession: token<Bound<typeof resolveSession>>('resolveSession'),
  listMembers: token<Bound<typeof listMembers>>('listMembers'),
  setMemberStatus: token<Bound<typeof setMemberStatus>>('setMemberStatus'),
  createAdmin: token<Bound<typeof createAdmin>>('createAdmin'),
  ensureAdmin: token<Bound<typeof ensureAdmin>>('ensureAdmin'),
  purgeExpired: token<Bound<typeof purgeExpired>>('purgeExpired'),
};

export const accountsModule = new ContainerModule(({ bind }) => {
  const A = AccountTokens;
  bindFactory(bind, A.MemberRepository, [T.Orm], (orm) => new MikroOrmMemberRepository(orm.em));
  bindFactory(bind, A.SessionStore, [T.Orm], (orm) => new SqlSessionStore(orm.em));
  bindValue(bind, A.PasswordHasher, new Argon2PasswordHasher());
  bindValue(bind, A.SecretGenerator, new CryptoSecretGenerator());
  bindFactory(
    bind,
    A.AccountMailer,
    [T.Config, T.Logger],
    (config, logger) =>
      new NodemailerAccountMailer(mailSettings(config), logger.child({ component: 'mail' })),
  );
  bindFactory(bind, A.RateLimiter, [T.Orm, T.Clock], (orm, clock) => new SqlRateLimiter(orm.em, clock));
  bindFactory(
    bind,
    A.Deps,
    [
      A.MemberRepository,
      A.SessionStore,
      A.PasswordHasher,
      A.SecretGenerator,
      A.AccountMailer,
      A.RateLimiter,
      T.Clock,
      T.Transactions,
      T.Logger,
    ],
    (members, sessions, passwords, secrets, mailer, rateLimiter, clock, transactions, logger) => ({
      members,
      sessions,
      passwords,
      secrets,
      mailer,
      rateLimiter,
      clock,
      transactions,
      reportMailFailure: (error) => logger.error({ err: error }, 'account e-mail could not be sent'),
    }),
  );
  bindFactory(bind, A.register, [A.Deps], (deps) => (input, requester) => register(deps, input, requester));
  bindFactory(
    bind,
    A.verifyEmail,
    [A.Deps],
    (deps) => (input, requester) => verifyEmail(deps, input, requester),
  );
  bindFactory(
    bind,
    A.resendVerificationCode,
    [A.Deps],
    (deps) => (input) => resendVerificationCode(deps, input),
  );
  bindFactory(bind, A.login, [A.Deps], (deps) => (input, requester) => login(deps, input, requester));
  bindFactory(bind, A.endSession, [A.Deps], (deps) => (sessionToken) => endSession(deps, sessionToken));
  bindFactory(
    bind,
    A.resolveSession,
    [A.Deps],
    (deps) => (sessionToken) => resolveSession(deps, sessionToken),
  );
  bindFactory(bind, A.listMembers, [A.Deps], (deps) => () => listMembers(deps));
  bindFactory(
    bind,
    A.setMemberStatus,
    [A.Deps],
    (deps) => (target, input, actorId) => setMemberStatus(deps, target, input, actorId),
  );
  bindFactory(bind, A.createAdmin, [A.Deps], (deps) => (input) => createAdmin(deps, input));
  bindFactory(bind, A.ensureAdmin, [A.Deps], (deps) => (input) => ensureAdmin(deps, input));
  bindFactory(bind, A.purgeExpired, [A.Deps], (deps) => () => purgeExpired(deps));
});
