import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { StaffMember, StaffRole } from './permissions.ts';
import { recordStaffChange } from './staff-audit.ts';
import type { StaffDeps } from './staff-deps.ts';
import { assertManagesStaff, ownerStaysMessage } from './staff-rules.ts';
import { changeStaffRoleSchema } from './staff-schemas.ts';

/**
 * Changes a member's staff role, or removes them from the staff (`role: null`). The owner's role
 * never changes this way: only the owner hands ownership over, by giving someone `owner`, which
 * makes the old owner an admin in the same transaction (the unique index keeps one owner).
 */
export async function changeStaffRole(
  deps: Omit<StaffDeps, 'mailer'>,
  memberId: string,
  input: unknown,
  by: StaffMember,
): Promise<{ id: string; role: StaffRole | null }> {
  assertManagesStaff(by);
  const { role } = parseInput(changeStaffRoleSchema, input);
  return deps.transactions.run(async () => {
    const target = await deps.members.findByIdForUpdate(memberId);
    if (!target) throw new DomainError('NOT_FOUND', 'No such member');
    if (target.staffRole === 'owner') throw new DomainError('FORBIDDEN', ownerStaysMessage);
    if (role === 'owner') {
      if (by.role !== 'owner') throw new DomainError('FORBIDDEN', 'Only the owner hands ownership over');
      const owner = await deps.members.findByIdForUpdate(by.id);
      if (!owner) throw new DomainError('NOT_FOUND', 'No such member');
      await deps.members.update(owner.id, { staffRole: 'admin' });
      await recordStaffChange(deps.auditLog, by, 'role-changed', owner, 'owner', 'admin');
    }
    if (target.staffRole !== role) {
      await deps.members.update(target.id, { staffRole: role });
      await recordStaffChange(deps.auditLog, by, 'role-changed', target, target.staffRole, role);
    }
    return { id: target.id, role };
  });
}
