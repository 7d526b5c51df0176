/** The sponsor fields as zod schemas: the server validates with them and the console's form imports them. */
import { z } from 'zod';
import { emailField } from '../members/member-fields.ts';

export const sponsorMessages = {
  nameRequired: 'Name is required',
  email: 'Enter a valid contact e-mail address',
  weeklyReport: 'The weekly report switch must be true or false',
  weeklyReportNeedsEmail: 'The weekly report needs a contact e-mail address',
} as const;

/** Optional text: blank or null clears it. */
const optionalText = (max: number) =>
  z
    .union([z.string().trim().max(max, `Must be at most ${max} characters`), z.null()])
    .transform((value) => (value ? value : null));

const contactEmail = z
  .union([z.literal(''), z.null(), emailField(sponsorMessages.email)], { error: sponsorMessages.email })
  .transform((value) => (value ? value.toLowerCase() : null));

const fields = {
  name: z
    .string({ error: sponsorMessages.nameRequired })
    .trim()
    .min(1, sponsorMessages.nameRequired)
    .max(200, 'Must be at most 200 characters'),
  contactName: optionalText(200),
  contactEmail,
  weeklyReport: z.boolean({ error: sponsorMessages.weeklyReport }),
};

/** POST /api/admin/sponsors: the weekly report is on when a contact e-mail is given. */
export const createSponsorSchema = z.object({
  ...fields,
  contactName: fields.contactName.default(null),
  contactEmail: fields.contactEmail.default(null),
  weeklyReport: fields.weeklyReport.optional(),
});

/** PATCH /api/admin/sponsors/:id: only the fields sent change. */
export const updateSponsorSchema = z.object(fields).partial();

export type CreateSponsorInput = z.input<typeof createSponsorSchema>;
export type UpdateSponsorInput = z.input<typeof updateSponsorSchema>;
