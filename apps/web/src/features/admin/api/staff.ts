import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffView } from '@commons/core/staff/list-staff';
import type { StaffRole } from '@commons/core/staff/permissions';
import type { InviteStaffInput } from '@commons/core/staff/staff-schemas';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adminAuditKey } from './audit-entries.ts';

/** One line of GET /api/admin/staff. */
export type StaffLine = Serialized<StaffView>;

export const staffKey = () => ['admin', 'staff'] as const;

export const fetchStaff = () => apiRequest<StaffLine[]>('GET', '/api/admin/staff');

export const staffQuery = () => queryOptions({ queryKey: staffKey(), queryFn: fetchStaff });

export function useStaff() {
  return useQuery(staffQuery());
}

/** POST /api/admin/staff: invites an address with a role. */
export const inviteStaff = (invitation: InviteStaffInput) =>
  apiRequest<{ id: string }>('POST', '/api/admin/staff', invitation);

/** PATCH /api/admin/staff/:id: a new role, or null to remove from the staff. */
export const changeStaffRole = ({ id, role }: { id: string; role: StaffRole | null }) =>
  apiRequest<{ id: string }>('PATCH', `/api/admin/staff/${encodeURIComponent(id)}`, { role });

/** After a staff change: the list and the audit log are fetched again. */
function useRefetchStaff() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: staffKey() });
    await queryClient.invalidateQueries({ queryKey: adminAuditKey() });
  };
}

export function useInviteStaff() {
  return useMutation({ mutationFn: inviteStaff, onSettled: useRefetchStaff() });
}

export function useChangeStaffRole() {
  return useMutation({ mutationFn: changeStaffRole, onSettled: useRefetchStaff() });
}
