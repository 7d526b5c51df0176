import { paymentGatewayContract } from '@commons/core/membership/testing/payment-gateway.contract';
import { aCheckoutRequest } from '@commons/core/membership/testing/payment-builders';
import { describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from './simulated-payment-gateway.ts';
import { unknownSimulatedSubscriptionMessage } from './simulated-payment-provider.ts';

paymentGatewayContract('local simulator', async () => {
  const gateway = new SimulatedPaymentGateway({ env: 'test' });
  return {
    gateway,
    completeCheckout: async (sessionId) => gateway.complete(sessionId)!.event,
    customerEmail: async (customerId) => gateway.customerEmail(customerId),
  };
});

const request = aCheckoutRequest({ customerId: 'sim_cus_1', email: 'ada+<test>@example.com' });

describe('SimulatedPaymentGateway', () => {
  it('refuses to run in production', () => {
    expect(() => new SimulatedPaymentGateway({ env: 'production' })).toThrow(/refuses to run in production/);
  });

  it('sends the browser to its own page on this site', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'development' });
    const session = await gateway.startCheckout(request);
    expect(session.redirectUrl).toBe(`/api/payments/simulator/${session.sessionId}`);
  });

  it('gives the same event when paid twice, so a double click is applied once', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'test' });
    const session = await gateway.startCheckout(request);

    const first = gateway.complete(session.sessionId)!;
    const second = gateway.complete(session.sessionId)!;

    expect(second.event.id).toBe(first.event.id);
    expect(second.event.subscriptionId).toBe(first.event.subscriptionId);
    expect(first.successPath).toBe('/payment-success?tier=builder');
  });

  it('returns to the checkout page on cancel and cannot be paid afterwards', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'test' });
    const session = await gateway.startCheckout(request);

    expect(gateway.cancel(session.sessionId)).toEqual({ cancelPath: '/checkout?tier=builder&plan=yearly' });
    expect(gateway.complete(session.sessionId)).toBeNull();
    expect(gateway.complete('sim_cs_unknown')).toBeNull();
    expect(gateway.cancel('sim_cs_unknown')).toBeNull();
  });

  it('says in words that a subscription another process started is out of its reach', async () => {
    const server = new SimulatedPaymentGateway({ env: 'test' });
    const paid = server.complete((await server.startCheckout(request)).sessionId)!.event;
    const cli = new SimulatedPaymentGateway({ env: 'test' });

    await expect(cli.setCancelAtPeriodEnd(paid.subscriptionId!, true)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: unknownSimulatedSubscriptionMessage,
    });
    await expect(cli.cancelSubscriptionNowWithProratedRefund(paid.subscriptionId!)).rejects.toMatchObject({
      message: unknownSimulatedSubscriptionMessage,
    });
  });

  it('receives no webhooks', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'test' });
    await expect(gateway.parseWebhook('{"id":"evt_1"}', 'v1=any')).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});
