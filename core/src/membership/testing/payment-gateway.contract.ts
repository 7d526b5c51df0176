import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, PaymentEvent, PaymentGateway } from '../payment-gateway.ts';
import { aCheckoutRequest } from './payment-builders.ts';

export interface PaymentGatewayHarness {
  gateway: PaymentGateway;
  /** Pays for an opened checkout as a member would; returns the event the provider reports. */
  completeCheckout(sessionId: string): Promise<PaymentEvent>;
  /** The e-mail address the provider holds for the customer now. */
  customerEmail(customerId: string): Promise<string | null>;
}

const member = {
  memberId: '20000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada Okafor',
};

function checkoutOf(customerId: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return aCheckoutRequest({ memberId: member.memberId, customerId, email: member.email, ...overrides });
}

/** The behaviour every PaymentGateway must have: the fake, the simulator and Stripe (on a stub). */
export function paymentGatewayContract(name: string, create: () => Promise<PaymentGatewayHarness>): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    it('creates one customer per member, however often it is asked', async () => {
      const { gateway } = await create();
      const first = await gateway.createCustomer(member);
      const again = await gateway.createCustomer(member);
      const other = await gateway.createCustomer({
        ...member,
        memberId: '20000000-0000-4000-8000-000000000002',
      });

      expect(again).toBe(first);
      expect(other).not.toBe(first);
    });

    it('opens a separate hosted checkout each time, at an http(s) URL or a path of this site', async () => {
      const { gateway } = await create();
      const customerId = await gateway.createCustomer(member);
      const first = await gateway.startCheckout(checkoutOf(customerId));
      const second = await gateway.startCheckout(
        checkoutOf(customerId, { billingCycle: 'monthly', amountCents: 795 }),
      );

      expect(first.redirectUrl).toMatch(/^(https?:\/\/[^/]|\/(?!\/))/);
      expect(first.sessionId).not.toBe(second.sessionId);
    });

    it('reports a paid checkout with the member, the customer and an active subscription of that tier', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);
      const session = await harness.gateway.startCheckout(
        checkoutOf(customerId, { tier: 'leader', amountCents: 9550 }),
      );

      const event = await harness.completeCheckout(session.sessionId);

      expect(event).toMatchObject({ type: 'checkout-completed', memberId: member.memberId, customerId });
      expect(event.subscriptionId).toBeTruthy();
      expect(await harness.gateway.subscriptionState(event.subscriptionId!)).toMatchObject({
        id: event.subscriptionId,
        customerId,
        memberId: member.memberId,
        status: 'active',
        tier: 'leader',
        billingCycle: 'yearly',
        pastDueSince: null,
        amountCents: 9550,
        cancelAtPeriodEnd: false,
      });
    });

    it('expires the customer’s open checkouts, so only a newer one can be paid', async () => {
      const harness = await create();
      // A member of its own: a provider shared by the suite may hold others' open checkouts.
      const customerId = await harness.gateway.createCustomer({
        ...member,
        memberId: '20000000-0000-4000-8000-000000000003',
      });
      const earlier = await harness.gateway.startCheckout(checkoutOf(customerId));

      expect(await harness.gateway.expireOpenCheckouts(customerId)).toBe(1);
      const newer = await harness.gateway.startCheckout(
        checkoutOf(customerId, { tier: 'leader', amountCents: 9550 }),
      );

      await expect(harness.completeCheckout(earlier.sessionId)).rejects.toThrow();
      expect(await harness.gateway.expireOpenCheckouts('cus_of_nobody')).toBe(0);
      await expect(harness.completeCheckout(newer.sessionId)).resolves.toMatchObject({
        type: 'checkout-completed',
      });
    });

    it('changes the plan at once: the new tier, cycle and price from the catalogue', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);
      const session = await harness.gateway.startCheckout(
        checkoutOf(customerId, { tier: 'builder', billingCycle: 'monthly', amountCents: 795 }),
      );
      const { subscriptionId } = await harness.completeCheckout(session.sessionId);

      await harness.gateway.changePlan(subscriptionId!, { tier: 'leader', billingCycle: 'yearly' }, 'now');

      expect(await harness.gateway.subscriptionState(subscriptionId!)).toMatchObject({
        status: 'active',
        tier: 'leader',
        billingCycle: 'yearly',
        amountCents: 9550,
        pendingChange: null,
      });
    });

    it('changes the plan at renewal: the current plan runs to the period’s end, the change waits', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);
      const session = await harness.gateway.startCheckout(
        checkoutOf(customerId, { tier: 'catalyst', billingCycle: 'yearly', amountCents: 23990 }),
      );
      const { subscriptionId } = await harness.completeCheckout(session.sessionId);
      const before = (await harness.gateway.subscriptionState(subscriptionId!))!;

      await harness.gateway.changePlan(
        subscriptionId!,
        { tier: 'builder', billingCycle: 'monthly' },
        'at-renewal',
      );
      const pending = (await harness.gateway.subscriptionState(subscriptionId!))!;

      expect(pending).toMatchObject({ tier: 'catalyst', billingCycle: 'yearly', amountCents: 23990 });
      expect(pending.pendingChange).toEqual({
        tier: 'builder',
        billingCycle: 'monthly',
        effectiveAt: before.currentPeriodEnd,
      });

      await harness.gateway.changePlan(
        subscriptionId!,
        { tier: 'leader', billingCycle: 'monthly' },
        'at-renewal',
      );
      expect((await harness.gateway.subscriptionState(subscriptionId!))!.pendingChange).toMatchObject({
        tier: 'leader',
      });

      await harness.gateway.dropPendingChange(subscriptionId!);
      expect(await harness.gateway.subscriptionState(subscriptionId!)).toMatchObject({
        tier: 'catalyst',
        pendingChange: null,
      });
    });

    it('moves the customer to a new e-mail address', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);

      await harness.gateway.updateCustomerEmail(customerId, 'ada.new@example.com');

      expect(await harness.customerEmail(customerId)).toBe('ada.new@example.com');
    });

    it('ends a subscription at once, and leaves an unknown one alone', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);
      const session = await harness.gateway.startCheckout(checkoutOf(customerId));
      const { subscriptionId } = await harness.completeCheckout(session.sessionId);

      await harness.gateway.cancelSubscriptionNow(subscriptionId!);
      await harness.gateway.cancelSubscriptionNow('sub_never_created');

      expect(await harness.gateway.subscriptionState(subscriptionId!)).toMatchObject({ status: 'ended' });
    });

    it('cancels a subscription at the period’s end, and takes that back', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);
      const session = await harness.gateway.startCheckout(checkoutOf(customerId));
      const { subscriptionId } = await harness.completeCheckout(session.sessionId);

      await harness.gateway.setCancelAtPeriodEnd(subscriptionId!, true);
      const cancelled = await harness.gateway.subscriptionState(subscriptionId!);
      await harness.gateway.setCancelAtPeriodEnd(subscriptionId!, false);
      const resumed = await harness.gateway.subscriptionState(subscriptionId!);

      expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(cancelled?.currentPeriodEnd).toBeInstanceOf(Date);
      expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    });

    it('ends a subscription at once with a refund of the unused period, once however often asked', async () => {
      const harness = await create();
      const customerId = await harness.gateway.createCustomer(member);
      const session = await harness.gateway.startCheckout(
        checkoutOf(customerId, { tier: 'builder', billingCycle: 'yearly', amountCents: 7950 }),
      );
      const { subscriptionId } = await harness.completeCheckout(session.sessionId);

      const refunded = await harness.gateway.cancelSubscriptionNowWithProratedRefund(subscriptionId!);
      const again = await harness.gateway.cancelSubscriptionNowWithProratedRefund(subscriptionId!);

      // Just paid: nearly the whole period is unused, and never more than the period's price.
      expect(refunded).toBeGreaterThan(7800);
      expect(refunded).toBeLessThanOrEqual(7950);
      expect(again).toBe(refunded);
      expect(await harness.gateway.subscriptionState(subscriptionId!)).toMatchObject({ status: 'ended' });
    });

    it('knows no subscription it never created', async () => {
      const { gateway } = await create();
      expect(await gateway.subscriptionState('sub_never_created')).toBeNull();
    });

    it('rejects a notification whose signature does not match its payload', async () => {
      const { gateway } = await create();
      await expect(gateway.parseWebhook('{"id":"evt_forged"}', 't=1,v1=forged')).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    });
  });
}
