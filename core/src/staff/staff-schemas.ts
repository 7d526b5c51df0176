import { z } from 'zod';
import { emailField } from '../members/member-fields.ts';
import { staffRoles } from './permissions.ts';

const roleMessage = 'Choose a role: admin, editor or author';

/** The roles an invitation may give: ownership is handed over, never given by invitation. */
export const invitableRoles = ['admin', 'editor', 'author'] as const;

/** The invitee's name, optional: without one, the part of their address before the @ stands in. */
export const inviteStaffSchema = z.object({
  email: emailField('Enter a valid e-mail address'),
  role: z.enum(invitableRoles, { error: roleMessage }),
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(120, { error: 'Name must be at most 120 characters' })
    .optional(),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** A new role, or null to remove someone from the staff. */
export const changeStaffRoleSchema = z.object({
  role: z.enum(staffRoles, { error: 'Choose a role: owner, admin, editor or author' }).nullable(),
});
export type ChangeStaffRoleInput = z.input<typeof changeStaffRoleSchema>;
