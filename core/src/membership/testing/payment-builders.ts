import type { NewMember } from '../../members/member-repository.ts';
import { aNewMember } from '../../members/testing/member-builder.ts';
import type { CheckoutRequest, PaymentEvent, SubscriptionState } from '../payment-gateway.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A registered, unverified builder member who has not paid yet; override what the test is about. */
export function anUnpaidMember(overrides: Partial<NewMember> = {}): NewMember {
  return aNewMember({
    membershipTier: 'builder',
    billingCycle: 'monthly',
    paymentStatus: 'unpaid',
    ...overrides,
  });
}

export function aSubscription(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    id: `sub_${next()}`,
    customerId: null,
    memberId: null,
    status: 'active',
    tier: 'builder',
    billingCycle: 'yearly',
    pastDueSince: null,
    amountCents: 7950,
    currentPeriodEnd: new Date('2027-01-01T00:00:00.000Z'),
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

export function aPaymentEvent(overrides: Partial<PaymentEvent> = {}): PaymentEvent {
  return {
    id: `evt_${next()}`,
    type: 'checkout-completed',
    providerType: 'checkout.session.completed',
    memberId: null,
    customerId: null,
    subscriptionId: null,
    amountCents: null,
    occurredAt: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  };
}

/** A yearly builder checkout for a registered member; override what the test is about. */
export function aCheckoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    memberId: '40000000-0000-4000-8000-000000000001',
    customerId: 'cus_1',
    email: 'ada@example.com',
    tier: 'builder',
    productName: 'Builder membership',
    billingCycle: 'yearly',
    amountCents: 7950,
    successPath: '/payment-success?tier=builder',
    cancelPath: '/checkout?tier=builder&plan=yearly',
    ...overrides,
  };
}
