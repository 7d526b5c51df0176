import { adminActor } from '../members/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { StaffMember, StaffRole } from './permissions.ts';

/** Records a staff change: `staff.invited` or `staff.role-changed`, 'editor → admin'. */
export function recordStaffChange(
  auditLog: AuditLog,
  by: StaffMember,
  action: 'invited' | 'role-changed',
  subject: { id: string; email: string },
  from: StaffRole | null,
  to: StaffRole | null,
): Promise<void> {
  return auditLog.record({
    actor: adminActor(by.id),
    action: `staff.${action}`,
    subject: { kind: 'member', id: subject.id },
    summary: `${subject.email}: ${from ?? 'no role'} → ${to ?? 'no role'}`,
  });
}
