import { paymentGatewayContract } from '@commons/core/membership/testing/payment-gateway.contract';
import { describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from './simulated-payment-gateway.ts';
import { renderSimulatorCheckout } from './simulator-page.ts';

paymentGatewayContract('local simulator', async () => {
  const gateway = new SimulatedPaymentGateway({ env: 'test' });
  return { gateway, completeCheckout: async (sessionId) => gateway.complete(sessionId)!.event };
});

const request = {
  memberId: '40000000-0000-4000-8000-000000000001',
  customerId: 'sim_cus_1',
  email: 'ada+<test>@example.com',
  tier: 'builder' as const,
  productName: 'Builder membership',
  billingCycle: 'yearly' as const,
  amountCents: 7950,
  successPath: '/payment-success?tier=builder',
  cancelPath: '/checkout?tier=builder&plan=yearly',
};

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

  it('receives no webhooks', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'test' });
    await expect(gateway.parseWebhook('{"id":"evt_1"}', 'v1=any')).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('the simulator checkout page', () => {
  it('is labelled as a test, shows the order and posts Pay and Cancel to itself with plain forms', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'test' });
    const session = await gateway.startCheckout(request);

    const html = renderSimulatorCheckout(gateway.checkout(session.sessionId)!);

    expect(html).toContain('TEST MODE: payment simulator, no real payment is taken');
    expect(html).toContain('Builder membership');
    expect(html).toContain('$79.50 / year');
    expect(html).toContain('ada+&#60;test&#62;@example.com');
    expect(html).toContain(
      `<form method="post" action="/api/payments/simulator/${session.sessionId}/complete">`,
    );
    expect(html).toContain(
      `<form method="post" action="/api/payments/simulator/${session.sessionId}/cancel">`,
    );
    expect(html).not.toContain('<script');
  });
});
