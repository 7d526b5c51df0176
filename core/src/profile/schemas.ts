/**
 * The settings forms' rules: the profile takes the sign-up rules and messages as they are, a new
 * address the sign-up e-mail rule, a code the verification code rule. The server parses requests
 * with them and the web forms validate with the very same schemas.
 */
import { z } from 'zod';
import { newPasswordField, signUpSchema, verifyEmailSchema } from '../accounts/schemas.ts';

export const profileMessages = {
  sameEmail: 'This is already your email address',
  passwordOrCode: 'Please enter your password or the code we sent you',
} as const;

export const profileSchema = signUpSchema.pick({
  firstName: true,
  lastName: true,
  organization: true,
  position: true,
  phone: true,
});
export type ProfileInput = z.input<typeof profileSchema>;

/**
 * `PATCH /api/me` takes any of the profile's fields and the newsletter choice; those left out stay
 * as they are.
 */
export const profileChangesSchema = profileSchema
  .extend({ newsletter: z.boolean({ error: 'Please choose on or off' }) })
  .partial();
export type ProfileChanges = z.input<typeof profileChangesSchema>;

export const memberCodeSchema = verifyEmailSchema.pick({ code: true });
export type MemberCodeInput = z.input<typeof memberCodeSchema>;

/**
 * The proof a sensitive change asks for (see reauthenticate.ts): the password, or a code mailed to
 * the account's address for that change.
 */
const reauthentication = {
  password: z.string().max(1024).optional(),
  code: verifyEmailSchema.shape.code.optional(),
};
const requireProof = <T extends z.ZodObject<typeof reauthentication>>(schema: T) =>
  schema.refine((value) => Boolean(value.password) || Boolean(value.code), {
    error: profileMessages.passwordOrCode,
    path: ['password'],
  });

/** Moving the account to another address takes the new address and the proof. */
export const emailChangeSchema = requireProof(
  z.object({ newEmail: signUpSchema.shape.email, ...reauthentication }),
);
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** Closing the account takes the password, or a code mailed for it. */
export const deleteAccountSchema = requireProof(z.object(reauthentication));
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * The settings' password form, for `PUT /api/auth/password {currentPassword?, newPassword}` (the
 * accounts work owns that endpoint and its full rules, such as common passwords): 8 to 128
 * characters, the current password only when the member has one.
 */
export const passwordChangeFormSchema = z.object({
  currentPassword: z
    .string()
    .max(1024)
    .optional()
    .transform((value) => value || undefined),
  newPassword: newPasswordField,
});
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;
export type PasswordChange = z.output<typeof passwordChangeFormSchema>;
