import type { AuditLog } from '../audit/audit-log.ts';
import type { MemberRepository } from '../members/member-repository.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { StaffMailer } from './staff-mailer.ts';
import type { StaffRepository } from './staff-repository.ts';

/** The ports the staff use cases share. */
export interface StaffDeps {
  staff: StaffRepository;
  members: MemberRepository;
  mailer: StaffMailer;
  auditLog: AuditLog;
  clock: Clock;
  transactions: Transactions;
}
