import { purgeExpired } from '@commons/core/accounts/purge-expired';
import { ContainerModule } from 'inversify';
import type { AccountMailer } from '@commons/core/accounts/account-mailer';
import {
  resendVerificationByAdmin,
  sendSignInCodeByAdmin,
  signOutEverywhere,
} from '@commons/core/accounts/admin-account-actions';
import { countMemberStats } from '@commons/core/accounts/count-member-stats';
import type { EmailChangeUndos } from '@commons/core/accounts/email-change-undos';
import { createAdmin, ensureAdmin } from '@commons/core/accounts/create-admin';
import { importMembers } from '@commons/core/accounts/import-members';
import { exportMembersPage } from '@commons/core/accounts/export-members';
import { listMembers } from '@commons/core/accounts/list-members';
import { changePassword } from '@commons/core/accounts/change-password';
import type { CommonPasswords } from '@commons/core/accounts/common-passwords';
import { login } from '@commons/core/accounts/login';
import { requestSignInCode } from '@commons/core/accounts/request-sign-in-code';
import { signInWithCode } from '@commons/core/accounts/sign-in-with-code';
import type { MemberRepository } from '@commons/core/members/member-repository';
import type { RegistrationProofs, SetAsidePayment } from '@commons/core/members/registration-proofs';
import type { PendingTierGrants } from '@commons/core/accounts/pending-tier-grants';
import type { CsvReader } from '@commons/core/shared/csv-reader';
import type { PasswordHasher } from '@commons/core/accounts/password-hasher';
import { register } from '@commons/core/accounts/register';
import { resendVerificationCode } from '@commons/core/accounts/resend-verification-code';
import type { SecretGenerator } from '@commons/core/accounts/secret-generator';
import type { SessionStore } from '@commons/core/accounts/session-store';
import type { KnownDevices } from '@commons/core/accounts/known-devices';
import type { SignInCodes } from '@commons/core/accounts/sign-in-codes';
import { endSession, resolveSession } from '@commons/core/accounts/sessions';
import { setMemberStatus } from '@commons/core/accounts/set-member-status';
import { verifyEmail } from '@commons/core/accounts/verify-email';
import type { RateLimiter } from '@commons/core/shared/rate-limiter';
import { NodemailerAccountMailer } from '@commons/adapters/mail/nodemailer-account-mailer';
import { MikroOrmMemberRepository } from '@commons/adapters/persistence/repositories/mikro-orm-member-repository';
import { SqlEmailChangeUndos } from '@commons/adapters/persistence/repositories/sql-email-change-undos';
import { SqlPendingTierGrants } from '@commons/adapters/persistence/repositories/sql-pending-tier-grants';
import { SqlRegistrationProofs } from '@commons/adapters/persistence/repositories/sql-registration-proofs';
import { CsvParseReader } from '@commons/adapters/csv/csv-parse-reader';
import { SqlRateLimiter } from '@commons/adapters/persistence/repositories/sql-rate-limiter';
import { SqlSessionStore } from '@commons/adapters/persistence/repositories/sql-session-store';
import { SqlKnownDevices } from '@commons/adapters/persistence/repositories/sql-known-devices';
import { SqlSignInCodes } from '@commons/adapters/persistence/repositories/sql-sign-in-codes';
import {
  Argon2PasswordHasher,
  owaspArgon2Parameters,
  testRunArgon2Parameters,
} from '@commons/adapters/security/argon2-password-hasher';
import { CommonPasswordList } from '@commons/adapters/security/common-password-list';
import { CryptoSecretGenerator } from '@commons/adapters/security/crypto-secret-generator';
import { GatedPasswordHasher } from '@commons/adapters/security/gated-password-hasher';
import { bindFactory, bindUseCase, bindValue, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import type { StaffRepository } from '@commons/core/staff/staff-repository';
import { SqlStaffRepository } from '@commons/adapters/persistence/repositories/sql-staff-repository';
import { MailTokens } from './mail.ts';

/** Sign-up, verification, login, sessions and the admin's user management. */
export const AccountTokens = {
  MemberRepository: token<MemberRepository>('MemberRepository'),
  /** The members with a staff role (core's staff module); the start-up admin reads the owner. */
  StaffRepository: token<StaffRepository>('StaffRepository'),
  PendingTierGrants: token<PendingTierGrants>('PendingTierGrants'),
  CsvReader: token<CsvReader>('CsvReader'),
  SessionStore: token<SessionStore>('SessionStore'),
  /** The links that undo an e-mail change (the settings use them, housekeeping ends them). */
  EmailChangeUndos: token<EmailChangeUndos>('EmailChangeUndos'),
  SignInCodes: token<SignInCodes>('SignInCodes'),
  KnownDevices: token<KnownDevices>('KnownDevices'),
  /** Which browser made a registration; checkout reads them too. */
  RegistrationProofs: token<RegistrationProofs>('RegistrationProofs'),
  /**
   * Ends at the provider a payment a verification set aside: the membership rules' use case, bound
   * in the payments module beside the gateway.
   */
  EndSetAsidePayment: token<(payment: SetAsidePayment) => Promise<void>>('EndSetAsidePayment'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  CommonPasswords: token<CommonPasswords>('CommonPasswords'),
  SecretGenerator: token<SecretGenerator>('SecretGenerator'),
  AccountMailer: token<AccountMailer>('AccountMailer'),
  /** The login, code and sign-up limiter (database-backed, so shared by every instance). */
  RateLimiter: token<RateLimiter>('AccountsRateLimiter'),
  register: useCaseToken(register),
  verifyEmail: useCaseToken(verifyEmail),
  resendVerificationCode: useCaseToken(resendVerificationCode),
  login: useCaseToken(login),
  requestSignInCode: useCaseToken(requestSignInCode),
  signInWithCode: useCaseToken(signInWithCode),
  changePassword: useCaseToken(changePassword),
  endSession: useCaseToken(endSession),
  resolveSession: useCaseToken(resolveSession),
  listMembers: useCaseToken(listMembers),
  exportMembersPage: useCaseToken(exportMembersPage),
  setMemberStatus: useCaseToken(setMemberStatus),
  countMemberStats: useCaseToken(countMemberStats),
  importMembers: useCaseToken(importMembers),
  resendVerificationByAdmin: useCaseToken(resendVerificationByAdmin),
  sendSignInCodeByAdmin: useCaseToken(sendSignInCodeByAdmin),
  signOutEverywhere: useCaseToken(signOutEverywhere),
  createAdmin: useCaseToken(createAdmin),
  ensureAdmin: useCaseToken(ensureAdmin),
  purgeExpired: useCaseToken(purgeExpired),
};

export const accountsModule = new ContainerModule(({ bind }) => {
  const A = AccountTokens;
  bindFactory(bind, A.MemberRepository, { orm: I.Orm }, ({ orm }) => new MikroOrmMemberRepository(orm.em));
  bindFactory(bind, A.StaffRepository, { orm: I.Orm }, ({ orm }) => new SqlStaffRepository(orm.em));
  bindFactory(bind, A.PendingTierGrants, { orm: I.Orm }, ({ orm }) => new SqlPendingTierGrants(orm.em));
  bindFactory(bind, A.CsvReader, {}, () => new CsvParseReader());
  bindFactory(bind, A.SessionStore, { orm: I.Orm }, ({ orm }) => new SqlSessionStore(orm.em));
  bindFactory(bind, A.EmailChangeUndos, { orm: I.Orm }, ({ orm }) => new SqlEmailChangeUndos(orm.em));
  bindFactory(bind, A.SignInCodes, { orm: I.Orm }, ({ orm }) => new SqlSignInCodes(orm.em));
  bindFactory(bind, A.KnownDevices, { orm: I.Orm }, ({ orm }) => new SqlKnownDevices(orm.em));
  // A burst of sign-ins must not stall the other requests: a few hashes at a time (see the gate).
  // Test runs hash at the lowest cost (README, "Test suite: how it is kept fast"); never elsewhere.
  bindFactory(
    bind,
    A.PasswordHasher,
    { config: I.Config },
    ({ config }) =>
      new GatedPasswordHasher(
        new Argon2PasswordHasher(config.env === 'test' ? testRunArgon2Parameters : owaspArgon2Parameters),
      ),
  );
  bindValue(bind, A.SecretGenerator, new CryptoSecretGenerator());
  bindFactory(
    bind,
    A.RegistrationProofs,
    { orm: I.Orm, secrets: A.SecretGenerator },
    ({ orm, secrets }) => new SqlRegistrationProofs(orm.em, secrets),
  );
  // Loaded once, on first use: one list per process.
  bindValue(bind, A.CommonPasswords, new CommonPasswordList());
  // Writes to the mail outbox, so a use case calls it inside its transaction.
  bindFactory(
    bind,
    A.AccountMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerAccountMailer(mail, logger.child({ component: 'mail' })),
  );
  bindFactory(
    bind,
    A.RateLimiter,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlRateLimiter(orm.em, clock),
  );
  // Every account use case takes a subset of these ports (core's AccountDeps).
  bindUseCase(bind, A.register, register, {
    members: A.MemberRepository,
    registrationProofs: A.RegistrationProofs,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.verifyEmail, verifyEmail, {
    members: A.MemberRepository,
    pendingGrants: A.PendingTierGrants,
    sessions: A.SessionStore,
    knownDevices: A.KnownDevices,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
    registrationProofs: A.RegistrationProofs,
    endSetAsidePayment: A.EndSetAsidePayment,
  });
  bindUseCase(bind, A.resendVerificationCode, resendVerificationCode, {
    members: A.MemberRepository,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.login, login, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    knownDevices: A.KnownDevices,
    passwords: A.PasswordHasher,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.requestSignInCode, requestSignInCode, {
    members: A.MemberRepository,
    signInCodes: A.SignInCodes,
    knownDevices: A.KnownDevices,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.signInWithCode, signInWithCode, {
    members: A.MemberRepository,
    pendingGrants: A.PendingTierGrants,
    sessions: A.SessionStore,
    signInCodes: A.SignInCodes,
    knownDevices: A.KnownDevices,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
    registrationProofs: A.RegistrationProofs,
    endSetAsidePayment: A.EndSetAsidePayment,
  });
  bindUseCase(bind, A.changePassword, changePassword, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    passwords: A.PasswordHasher,
    commonPasswords: A.CommonPasswords,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.endSession, endSession, {
    sessions: A.SessionStore,
    secrets: A.SecretGenerator,
  });
  bindUseCase(bind, A.resolveSession, resolveSession, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    secrets: A.SecretGenerator,
    clock: I.Clock,
  });
  bindUseCase(bind, A.listMembers, listMembers, {
    members: A.MemberRepository,
  });
  bindUseCase(bind, A.exportMembersPage, exportMembersPage, {
    members: A.MemberRepository,
  });
  bindUseCase(bind, A.setMemberStatus, setMemberStatus, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.countMemberStats, countMemberStats, {
    members: A.MemberRepository,
  });
  bindUseCase(bind, A.importMembers, importMembers, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    secrets: A.SecretGenerator,
    clock: I.Clock,
    transactions: I.Transactions,
    csvReader: A.CsvReader,
  });
  bindUseCase(bind, A.resendVerificationByAdmin, resendVerificationByAdmin, {
    members: A.MemberRepository,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.sendSignInCodeByAdmin, sendSignInCodeByAdmin, {
    members: A.MemberRepository,
    signInCodes: A.SignInCodes,
    secrets: A.SecretGenerator,
    mailer: A.AccountMailer,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.signOutEverywhere, signOutEverywhere, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.createAdmin, createAdmin, {
    members: A.MemberRepository,
    staff: A.StaffRepository,
    passwords: A.PasswordHasher,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.ensureAdmin, ensureAdmin, {
    members: A.MemberRepository,
    staff: A.StaffRepository,
    passwords: A.PasswordHasher,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.purgeExpired, purgeExpired, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    emailChangeUndos: A.EmailChangeUndos,
    signInCodes: A.SignInCodes,
    knownDevices: A.KnownDevices,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
  });
});
