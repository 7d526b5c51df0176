import {
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import type { StaffRole } from '@commons/core/staff/permissions';
import { invitableRoles, inviteStaffSchema } from '@commons/core/staff/staff-schemas';
import { FormTextField, useZodForm } from '../../../lib/form.tsx';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useChangeStaffRole, useInviteStaff, useStaff, type StaffLine } from '../api/staff.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { hiddenOnPhone } from './phone-columns.ts';
import { SectionHeading } from './section-heading.tsx';
import { TableState } from './table-state.tsx';

export const roleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
};

/**
 * The console's Staff section (owner and admins): who is staff with which role, invitations by
 * e-mail, role changes and removal. The owner's line has no controls: only the owner hands over
 * ownership, by giving it to someone else; the server holds the same rules.
 */
export function StaffManagement() {
  const staff = useStaff();
  const me = useStoredMember();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffLine | null>(null);
  const changeRole = useChangeStaffRole();
  const toast = useToast();
  const roleChoices: StaffRole[] =
    me?.staffRole === 'owner' ? ['owner', ...invitableRoles] : [...invitableRoles];

  const setRole = (line: StaffLine, role: StaffRole | null) =>
    changeRole.mutate(
      { id: line.id, role },
      {
        onSuccess: () =>
          toast({ title: role ? `${line.email} is now ${roleLabels[role]}` : `${line.email} removed` }),
        onError: (error) => toast({ title: error.message, variant: 'error' }),
        onSettled: () => setRemoving(null),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading title="Staff" createLabel="Invite staff" onCreate={() => setInviting(true)} />
      <TableState
        pending={staff.isPending}
        failed={staff.isError}
        empty={(staff.data ?? []).length === 0}
        loadingLabel="Loading staff"
        failedText="The staff could not be loaded."
        emptyText="No staff yet."
      >
        <TableContainer>
          <Table size="small" aria-label="Staff">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>E-mail</TableCell>
                <TableCell sx={{ fontWeight: 700, ...hiddenOnPhone }}>Status</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Role</TableCell>
                <TableCell sx={{ fontWeight: 700 }} align="right">
                  Remove
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.data?.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {line.email}
                    {line.name && <div>{line.name}</div>}
                  </TableCell>
                  <TableCell sx={hiddenOnPhone}>
                    <Chip
                      size="small"
                      label={line.accepted ? 'Active' : 'Invited'}
                      color={line.accepted ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell>
                    {line.role === 'owner' ? (
                      roleLabels.owner
                    ) : (
                      <TextField
                        select
                        size="small"
                        value={line.role}
                        onChange={(event) => setRole(line, event.target.value as StaffRole)}
                        slotProps={{
                          select: { native: true },
                          htmlInput: { 'aria-label': `Role of ${line.email}` },
                        }}
                      >
                        {roleChoices.map((role) => (
                          <option key={role} value={role}>
                            {roleLabels[role]}
                          </option>
                        ))}
                      </TextField>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {line.role !== 'owner' && (
                      <Button size="small" color="error" onClick={() => setRemoving(line)}>
                        Remove
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </TableState>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      <ConfirmDeleteDialog
        id="remove-staff"
        open={removing !== null}
        title="Remove from the staff?"
        pending={changeRole.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && setRole(removing, null)}
      >
        {removing?.email} keeps their member account but loses access to the console.
      </ConfirmDeleteDialog>
    </Paper>
  );
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(inviteStaffSchema, { defaultValues: { email: '', role: 'editor', name: '' } });
  const invite = useInviteStaff();
  const toast = useToast();
  return (
    <FormDialog
      form={form}
      title="Invite staff"
      submitLabel="Send invitation"
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (invitation) => {
        await invite.mutateAsync(invitation);
        toast({ title: `Invitation sent to ${invitation.email}` });
        onClose();
      }}
    >
      <FormTextField name="email" control={form.control} label="E-mail" type="email" autoFocus />
      <FormTextField
        name="name"
        control={form.control}
        label="Name (optional)"
        autoComplete="off"
        helperText="Without one, the part of the address before the @ stands in until they choose theirs."
      />
      <FormTextField
        name="role"
        control={form.control}
        label="Role"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {invitableRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
