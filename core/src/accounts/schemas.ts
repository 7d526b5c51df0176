/**
 * The account forms' rules with the spec's messages (section 5). The server parses requests with
 * them and the web forms validate with the very same schemas, so both say the same words.
 */
import { z } from 'zod';
import { emailField, memberFieldMessages } from '../members/member-fields.ts';
import { adminSettableStatuses } from '../members/membership-status.ts';
import { accountTiers, billingCycles, type AccountTier } from '../members/tiers.ts';

export const messages = {
  email: memberFieldMessages.email,
  loginPassword: 'Password must be at least 6 characters',
  newPassword: 'Password must be at least 8 characters',
  newPasswordTooLong: 'Password must be at most 128 characters',
  blankPassword: 'Password cannot be only spaces',
  currentPassword: 'Please enter your current password',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  tier: memberFieldMessages.tier,
  code: 'Verification code must be 6 digits',
  verificationEmail: 'Valid email required',
  status: 'Please select a valid status',
} as const;

/** Tiers a visitor may sign up for; f100 is granted by an admin, enterprise goes to /partnership. */
export const selfSignUpTiers = accountTiers.filter(
  (tier): tier is Exclude<AccountTier, 'f100'> => tier !== 'f100',
);

/** An optional free-text field: blank or missing becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A name of 2 to 100 characters; each bound says which one was missed. */
const name = (label: 'First name' | 'Last name', tooShort: string) =>
  z.string({ error: tooShort }).trim().min(2, tooShort).max(100, `${label} must be at most 100 characters`);

export const passwordLimits = { min: 8, max: 128 } as const;

export const loginSchema = z.object({
  email: emailField(messages.email),
  // Upper bound only to keep hashing cost bounded; the spec's minimum for the login form is 6.
  password: z
    .string({ error: messages.loginPassword })
    .min(6, messages.loginPassword)
    .max(1024, 'Password must be at most 1024 characters'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signUpSchema = z.object({
  email: emailField(messages.email),
  firstName: name('First name', messages.firstName),
  lastName: name('Last name', messages.lastName),
  organization: optionalText(200),
  position: optionalText(200),
  phone: optionalText(40),
  /** The newsletter checkbox, unticked unless the member ticks it. */
  newsletter: z.boolean().default(false),
  // No password: it is chosen after the address is verified (a password sent along is dropped).
  membershipTier: z.enum(selfSignUpTiers, { error: messages.tier }),
  billingCycle: z
    .enum(billingCycles)
    .nullish()
    .transform((value) => value ?? null),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const verifyEmailSchema = z.object({
  code: z
    .string({ error: messages.code })
    .trim()
    .length(6, messages.code)
    .regex(/^\d{6}$/, messages.code),
  email: emailField(messages.verificationEmail),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const resendVerificationSchema = z.object({
  email: emailField(messages.verificationEmail),
});

/** A new password: 8 to 128 characters (ASVS 6.2.1, 6.2.9); the common-list check is in core. */
export const newPasswordField = z
  .string({ error: messages.newPassword })
  .min(passwordLimits.min, messages.newPassword)
  .max(passwordLimits.max, messages.newPasswordTooLong)
  // Spaces count towards the length (passphrases), but a password of nothing else is no secret.
  .refine((value) => value.trim() !== '', messages.blankPassword);

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .max(1024)
    .optional()
    .transform((value) => value || undefined),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const requestSignInCodeSchema = z.object({
  email: emailField(messages.email),
});
export type RequestSignInCodeInput = z.input<typeof requestSignInCodeSchema>;

export const signInWithCodeSchema = z.object({
  email: emailField(messages.email),
  code: verifyEmailSchema.shape.code,
});
export type SignInWithCodeInput = z.input<typeof signInWithCodeSchema>;

export const setMemberStatusSchema = z.object({
  membershipStatus: z.enum(adminSettableStatuses, { error: messages.status }),
});

/** `PATCH /api/admin/users/:id`: a status, a granted tier, or both. */
/**
 * A grant to a member paying a subscription ends that subscription: when the period paid for ends
 * (the default), or now with the unused rest of the period refunded.
 */
export const grantSubscriptionChoices = ['cancel_at_period_end', 'cancel_now'] as const;
export type GrantSubscriptionChoice = (typeof grantSubscriptionChoices)[number];

export const adminMemberUpdateSchema = z
  .object({
    membershipStatus: z.enum(adminSettableStatuses, { error: messages.status }).optional(),
    membershipTier: z.enum(accountTiers, { error: messages.tier }).optional(),
    /** What becomes of a paid subscription still running when the tier is granted. */
    subscription: z
      .enum(grantSubscriptionChoices, {
        error: 'Please choose cancel_at_period_end or cancel_now for the subscription',
      })
      .optional(),
  })
  .refine((update) => update.membershipStatus !== undefined || update.membershipTier !== undefined, {
    message: 'Please give a membershipStatus or a membershipTier',
  });
export type AdminMemberUpdate = z.output<typeof adminMemberUpdateSchema>;

export const createAdminSchema = z.object({
  email: emailField(messages.email),
  password: newPasswordField,
  firstName: name('First name', messages.firstName).default('Site'),
  lastName: name('Last name', messages.lastName).default('Admin'),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;
