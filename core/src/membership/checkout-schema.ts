/**
 * POST /api/checkout's input (spec section 7: tier, email, name, planType), with the spec's words.
 * The checkout page and the server both validate with it.
 */
import { z } from 'zod';
import { emailField, memberFieldMessages } from '../members/member-fields.ts';
import { billingCycles, tierOffers } from '../members/tiers.ts';

export const checkoutMessages = {
  tier: memberFieldMessages.tier,
  planType: 'Please choose a monthly or yearly billing cycle.',
  email: memberFieldMessages.email,
  name: 'Please enter your name',
} as const;

/** Every tier on offer; which of them can actually be paid for is the use case's rule. */
const offeredTierIds = tierOffers.map((offer) => offer.id);

export const checkoutSchema = z.object({
  tier: z.enum(offeredTierIds, { error: checkoutMessages.tier }),
  email: emailField(checkoutMessages.email),
  /** First and last name joined, as the checkout page sends it. */
  name: z
    .string({ error: checkoutMessages.name })
    .trim()
    .min(1, checkoutMessages.name)
    .max(201, 'Name must be at most 201 characters'),
  planType: z.enum(billingCycles, { error: checkoutMessages.planType }),
});

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;

/** POST /api/checkout/free: the sign-up's address, whose registration takes the free tier. */
export const continueFreeSchema = checkoutSchema.pick({ email: true });

/** POST /api/billing/checkout and /api/billing/plan: a signed-in member names only the plan. */
export const planChoiceSchema = checkoutSchema.pick({ tier: true, planType: true });
export type PlanChoiceInput = z.input<typeof planChoiceSchema>;
