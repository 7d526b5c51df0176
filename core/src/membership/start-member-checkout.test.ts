import { describe, expect, it } from 'vitest';
import { startMemberCheckout } from './start-member-checkout.ts';
import { anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

async function setUp(memberOverrides: Parameters<typeof anUnpaidMember>[0] = {}) {
  const { deps, members, gateway } = paymentTestDeps();
  const member = await members.create(anUnpaidMember(memberOverrides));
  const checkout = (input: unknown) =>
    startMemberCheckout(deps, { memberId: member.id, input, clientIp: '203.0.113.9' });
  return { gateway, member, checkout };
}

describe('startMemberCheckout (pay later)', () => {
  it('opens the signed-in member’s checkout from the plan alone, and Cancel leads to the dashboard', async () => {
    const { gateway, member, checkout } = await setUp();

    const started = await checkout({ tier: 'leader', planType: 'monthly' });

    expect(started.url).toBe(`https://pay.example.test/${started.sessionId}`);
    expect(gateway.checkouts).toEqual([
      expect.objectContaining({
        memberId: member.id,
        email: member.email,
        tier: 'leader',
        billingCycle: 'monthly',
        amountCents: 955,
        // The member holds builder (unpaid): leader is an upgrade, and the page says so.
        successPath: '/payment-success?tier=leader&for=upgrade',
        cancelPath: '/dashboard?payment=cancelled#payment',
      }),
    ]);
  });

  it('returns an unpaid member paying for their own tier to a page that says it is paid, not an upgrade', async () => {
    const { gateway, checkout } = await setUp({ membershipTier: 'builder' });

    await checkout({ tier: 'builder', planType: 'monthly' });

    expect(gateway.checkouts[0]?.successPath).toBe('/payment-success?tier=builder&for=member');
  });

  it('expires the member’s earlier open checkout, so only the newest can be paid', async () => {
    const { gateway, checkout } = await setUp();
    const first = await checkout({ tier: 'builder', planType: 'monthly' });
    const second = await checkout({ tier: 'leader', planType: 'yearly' });

    await expect(gateway.completeCheckout(first.sessionId)).rejects.toThrow();
    await expect(gateway.completeCheckout(second.sessionId)).resolves.toMatchObject({
      type: 'checkout-completed',
    });
  });

  it('refuses a second live subscription with words that point to the dashboard', async () => {
    const { gateway, checkout } = await setUp({ paymentStatus: 'paid', paymentSubscriptionId: 'sub_1' });
    await expect(checkout({ tier: 'builder', planType: 'yearly' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a subscription: change it from your dashboard',
    });
    expect(gateway.checkouts).toEqual([]);
  });

  it('takes an explorer to a paid tier, but leaves f100 to staff and enterprise to /partnership', async () => {
    const explorer = await setUp({ membershipTier: 'explorer', paymentStatus: 'paid' });
    await expect(explorer.checkout({ tier: 'builder', planType: 'monthly' })).resolves.toBeDefined();
    await expect(explorer.checkout({ tier: 'enterprise', planType: 'monthly' })).rejects.toMatchObject({
      code: 'INVALID_TIER',
    });
    await expect(explorer.checkout({ tier: 'explorer', planType: 'monthly' })).rejects.toMatchObject({
      code: 'PAYMENT_NOT_REQUIRED',
    });

    const f100 = await setUp({ membershipTier: 'f100', paymentStatus: 'paid' });
    await expect(f100.checkout({ tier: 'leader', planType: 'yearly' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('needs no e-mail: one sent in the body is ignored', async () => {
    const { gateway, member, checkout } = await setUp();
    await checkout({ tier: 'builder', planType: 'yearly', email: 'someone-else@example.com' });
    expect(gateway.checkouts[0]).toMatchObject({ memberId: member.id, email: member.email });
  });

  it("refuses a bad plan in the spec's words", async () => {
    const { checkout } = await setUp();
    await expect(checkout({ tier: 'platinum', planType: 'monthly' })).rejects.toMatchObject({
      code: 'INVALID_TIER',
      message: 'Please select a valid membership tier.',
    });
    await expect(checkout({ tier: 'builder', planType: 'weekly' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please choose a monthly or yearly billing cycle.',
    });
  });
});
