import { ContainerModule } from 'inversify';
import { changeStaffRole } from '@commons/core/staff/change-staff-role';
import { inviteStaff } from '@commons/core/staff/invite-staff';
import { listStaff } from '@commons/core/staff/list-staff';
import type { StaffMailer } from '@commons/core/staff/staff-mailer';
import { NodemailerStaffMailer } from '@commons/adapters/mail/nodemailer-staff-mailer';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';
import { AuditTokens } from './audit.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { MailTokens } from './mail.ts';

/**
 * Staff roles: the list, invitations and role changes (the matrix itself is core's data). The
 * staff's repository is `AccountTokens.StaffRepository`: the start-up admin needs it too.
 */
export const StaffTokens = {
  StaffMailer: token<StaffMailer>('StaffMailer'),
  listStaff: useCaseToken(listStaff),
  inviteStaff: useCaseToken(inviteStaff),
  changeStaffRole: useCaseToken(changeStaffRole),
};

export const staffModule = new ContainerModule(({ bind }) => {
  const S = StaffTokens;
  bindFactory(
    bind,
    S.StaffMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerStaffMailer(mail, logger.child({ component: 'mail' })),
  );
  bindUseCase(bind, S.listStaff, listStaff, { staff: AccountTokens.StaffRepository });
  bindUseCase(bind, S.inviteStaff, inviteStaff, {
    staff: AccountTokens.StaffRepository,
    members: AccountTokens.MemberRepository,
    mailer: S.StaffMailer,
    auditLog: AuditTokens.AuditLog,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.changeStaffRole, changeStaffRole, {
    staff: AccountTokens.StaffRepository,
    members: AccountTokens.MemberRepository,
    auditLog: AuditTokens.AuditLog,
    clock: I.Clock,
    transactions: I.Transactions,
  });
});
