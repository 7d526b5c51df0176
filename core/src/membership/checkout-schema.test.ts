import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout-schema.ts';

const valid = { tier: 'builder', email: ' Ada@Example.com ', name: 'Ada Okafor', planType: 'yearly' };

describe('checkoutSchema', () => {
  it('accepts a tier, an e-mail, a name and a monthly or yearly plan', () => {
    expect(checkoutSchema.parse(valid)).toEqual({ ...valid, email: 'Ada@Example.com' });
    expect(checkoutSchema.parse({ ...valid, planType: 'monthly' }).planType).toBe('monthly');
  });

  it("says 'Please select a valid membership tier.' for a tier that is not on offer", () => {
    for (const tier of ['platinum', 'f100', '', undefined]) {
      const result = checkoutSchema.safeParse({ ...valid, tier });
      expect(result.error?.issues[0]?.message).toBe('Please select a valid membership tier.');
    }
  });

  it('asks for a monthly or yearly cycle when the plan is anything else', () => {
    const result = checkoutSchema.safeParse({ ...valid, planType: 'weekly' });
    expect(result.error?.issues[0]?.message).toBe('Please choose a monthly or yearly billing cycle.');
  });

  it('rejects an invalid e-mail with the sign-up form’s words', () => {
    const result = checkoutSchema.safeParse({ ...valid, email: 'not-an-address' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});
