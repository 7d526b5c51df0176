import { purgeExpired } from '@commons/core/accounts/purge-expired';
import { ContainerModule } from 'inversify';
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
import { outsideTransactions } from '@commons/core/shared/outside-transactions';
import type { RateLimiter } from '@commons/core/shared/rate-limiter';
import { NodemailerAccountMailer } from '@commons/adapters/mail/nodemailer-account-mailer';
import { MikroOrmMemberRepository } from '@commons/adapters/persistence/repositories/mikro-orm-member-repository';
import { SqlRateLimiter } from '@commons/adapters/persistence/repositories/sql-rate-limiter';
import { SqlSessionStore } from '@commons/adapters/persistence/repositories/sql-session-store';
import { Argon2PasswordHasher } from '@commons/adapters/security/argon2-password-hasher';
import { CryptoSecretGenerator } from '@commons/adapters/security/crypto-secret-generator';
import { mailSettings } from '../mail-settings.ts';
import { bindFactory, bindUseCase, bindValue, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/** Sign-up, verification, login, sessions and the admin's user management. */
export const AccountTokens = {
  MemberRepository: token<MemberRepository>('MemberRepository'),
  SessionStore: token<SessionStore>('SessionStore'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  SecretGenerator: token<SecretGenerator>('SecretGenerator'),
  AccountMailer: token<AccountMailer>('AccountMailer'),
  /** The login, code and sign-up limiter (database-backed, so shared by every instance). */
  RateLimiter: token<RateLimiter>('AccountsRateLimiter'),
  /** Hears about an e-mail that failed where the flow carries on: logs it. */
  MailFailureReport: token<(error: unknown) => void>('MailFailureReport'),
  register: useCaseToken(register),
  verifyEmail: useCaseToken(verifyEmail),
  resendVerificationCode: useCaseToken(resendVerificationCode),
  login: useCaseToken(login),
  endSession: useCaseToken(endSession),
  resolveSession: useCaseToken(resolveSession),
  listMembers: useCaseToken(listMembers),
  setMemberStatus: useCaseToken(setMemberStatus),
  createAdmin: useCaseToken(createAdmin),
  ensureAdmin: useCaseToken(ensureAdmin),
  purgeExpired: useCaseToken(purgeExpired),
};

export const accountsModule = new ContainerModule(({ bind }) => {
  const A = AccountTokens;
  bindFactory(bind, A.MemberRepository, { orm: I.Orm }, ({ orm }) => new MikroOrmMemberRepository(orm.em));
  bindFactory(bind, A.SessionStore, { orm: I.Orm }, ({ orm }) => new SqlSessionStore(orm.em));
  bindValue(bind, A.PasswordHasher, new Argon2PasswordHasher());
  bindValue(bind, A.SecretGenerator, new CryptoSecretGenerator());
  // A network port: it refuses calls inside a database transaction (no row stays locked meanwhile).
  bindFactory(
    bind,
    A.AccountMailer,
    { config: I.Config, logger: I.Logger, transactions: I.Transactions },
    ({ config, logger, transactions }) =>
      outsideTransactions(
        new NodemailerAccountMailer(mailSettings(config), logger.child({ component: 'mail' })),
        transactions,
      ),
  );
  bindFactory(
    bind,
    A.RateLimiter,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlRateLimiter(orm.em, clock),
  );
  bindFactory(
    bind,
    A.MailFailureReport,
    { logger: I.Logger },
    ({ logger }) =>
      (error) =>
        logger.error({ err: error }, 'account e-mail could not be sent'),
  );
  // Every account use case takes a subset of these ports (core's AccountDeps).
  const accountDeps = {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    passwords: A.PasswordHasher,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
    reportMailFailure: A.MailFailureReport,
  };
  bindUseCase(bind, A.register, register, accountDeps);
  bindUseCase(bind, A.verifyEmail, verifyEmail, accountDeps);
  bindUseCase(bind, A.resendVerificationCode, resendVerificationCode, accountDeps);
  bindUseCase(bind, A.login, login, accountDeps);
  bindUseCase(bind, A.endSession, endSession, accountDeps);
  bindUseCase(bind, A.resolveSession, resolveSession, accountDeps);
  bindUseCase(bind, A.listMembers, listMembers, accountDeps);
  bindUseCase(bind, A.setMemberStatus, setMemberStatus, accountDeps);
  bindUseCase(bind, A.createAdmin, createAdmin, accountDeps);
  bindUseCase(bind, A.ensureAdmin, ensureAdmin, accountDeps);
  bindUseCase(bind, A.purgeExpired, purgeExpired, accountDeps);
});
