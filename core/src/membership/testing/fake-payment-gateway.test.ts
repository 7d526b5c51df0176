import { describe, expect, it } from 'vitest';
import { FakePaymentGateway } from './fake-payment-gateway.ts';
import { aPaymentEvent } from './payment-builders.ts';
import { paymentGatewayContract } from './payment-gateway.contract.ts';

paymentGatewayContract('fake', async () => {
  const gateway = new FakePaymentGateway();
  return {
    gateway,
    completeCheckout: (sessionId) => gateway.completeCheckout(sessionId),
    customerEmail: async (customerId) => gateway.customerEmail(customerId),
  };
});

describe('FakePaymentGateway', () => {
  it('reads back the notifications it signed and refuses altered ones', async () => {
    const gateway = new FakePaymentGateway();
    const event = aPaymentEvent({ type: 'invoice-paid' });
    const { payload, signature } = gateway.sign(event);

    expect(await gateway.parseWebhook(payload, signature)).toEqual(event);
    await expect(
      gateway.parseWebhook(payload.replace('invoice-paid', 'refund-recorded'), signature),
    ).rejects.toThrow();
  });
});
