import { z } from 'zod';

export const newsletterEmailMessage = 'Please enter a valid email address';

/** The hub's Subscribe box: one e-mail address. */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: newsletterEmailMessage })
    .trim()
    .max(254, newsletterEmailMessage)
    .pipe(z.email({ error: newsletterEmailMessage }))
    .transform((email) => email.toLowerCase()),
});

export type NewsletterSignup = z.input<typeof newsletterSignupSchema>;
