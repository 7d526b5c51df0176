import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { receivePaymentNotification } from './receive-payment-notification.ts';
import { aPaymentEvent } from './testing/payment-builders.ts';
import { FakePaymentGateway } from './testing/fake-payment-gateway.ts';
import { InMemoryReceivedPaymentEvents } from './testing/in-memory-received-payment-events.ts';

function setUp() {
  const gateway = new FakePaymentGateway();
  const receivedEvents = new InMemoryReceivedPaymentEvents(new FixedClock());
  let wakes = 0;
  const deps = { gateway, receivedEvents, notifyReceived: () => (wakes += 1) };
  const event = aPaymentEvent({ customerId: 'cus_1', subscriptionId: 'sub_1' });
  return { deps, gateway, receivedEvents, event, wakes: () => wakes };
}

describe('receivePaymentNotification', () => {
  it('stores a correctly signed notification and wakes the worker, without applying it', async () => {
    const { deps, gateway, event, receivedEvents, wakes } = setUp();

    const received = await receivePaymentNotification(deps, gateway.sign(event));

    expect(received).toEqual({ event, stored: true });
    expect(wakes()).toBe(1);
    expect(gateway.subscriptionReads).toEqual([]);
    expect(await receivedEvents.counts()).toEqual({ pending: 1, applied: 0, failed: 0 });
  });

  it('stores a notification delivered twice once, and answers both', async () => {
    const { deps, gateway, event, receivedEvents, wakes } = setUp();

    const first = await receivePaymentNotification(deps, gateway.sign(event));
    const second = await receivePaymentNotification(deps, gateway.sign(event));

    expect([first.stored, second.stored]).toEqual([true, false]);
    expect(wakes()).toBe(1);
    expect(await receivedEvents.counts()).toEqual({ pending: 1, applied: 0, failed: 0 });
  });

  it('refuses a notification without a signature or with a tampered body, storing nothing', async () => {
    const { deps, gateway, event, receivedEvents } = setUp();
    const { payload, signature } = gateway.sign(event);

    await expect(receivePaymentNotification(deps, { payload, signature: undefined })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Missing payment notification signature',
    });
    await expect(
      receivePaymentNotification(deps, {
        payload: payload.replace('checkout-completed', 'invoice-paid'),
        signature,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Invalid payment notification signature' });
    expect(await receivedEvents.counts()).toEqual({ pending: 0, applied: 0, failed: 0 });
  });

  it('reports a failure to store a genuine event as an unexpected error, so the provider delivers it again', async () => {
    const { deps, gateway, event } = setUp();
    const failing = {
      ...deps,
      receivedEvents: Object.assign(deps.receivedEvents, {
        add: () => Promise.reject(new Error('database down')),
      }),
    };
    const failure = await receivePaymentNotification(failing, gateway.sign(event)).catch(
      (error: unknown) => error,
    );
    expect(failure).toEqual(new Error('database down'));
    expect(failure).not.toHaveProperty('code');
  });
});
