import { DomainError } from '../shared/domain-error.ts';
import { can, type StaffMember } from './permissions.ts';

/** The route checks it too; a use case keeps its own rule whoever calls it. */
export function assertManagesStaff(by: StaffMember): void {
  if (!can(by.role, 'staff:manage'))
    throw new DomainError('FORBIDDEN', 'Only the owner and admins manage staff');
}

export const ownerStaysMessage = 'The owner keeps the role until they hand ownership to someone else';
