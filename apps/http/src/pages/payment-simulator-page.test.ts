import { describe, expect, it } from 'vitest';
import { aCheckoutRequest } from '@commons/core/membership/testing/payment-builders';
import { SimulatedPaymentGateway } from '@commons/adapters/payments/simulated-payment-gateway';
import { renderSimulatorCheckout } from './payment-simulator-page.ts';

const request = aCheckoutRequest({ customerId: 'sim_cus_1', email: 'ada+<test>@example.com' });

describe('the simulator checkout page', () => {
  it('is labelled as a test, shows the order and posts Pay and Cancel to itself with plain forms', async () => {
    const gateway = new SimulatedPaymentGateway({ env: 'test' });
    const session = await gateway.startCheckout(request);

    const html = renderSimulatorCheckout(gateway.checkout(session.sessionId)!, session.redirectUrl);

    expect(html).toContain('TEST MODE: payment simulator, no real payment is taken');
    expect(html).toContain('Builder membership');
    expect(html).toContain('$79.50 / year');
    // Escaped, and free to wrap before its "@" and dots in a phone's narrow column.
    expect(html).toContain('<dd>ada+&#60;test&#62;<wbr>@example<wbr>.com</dd>');
    expect(html).toContain(
      `<form method="post" action="/api/payments/simulator/${session.sessionId}/complete">`,
    );
    expect(html).toContain(
      `<form method="post" action="/api/payments/simulator/${session.sessionId}/cancel">`,
    );
    expect(html).not.toContain('<script');
  });
});
