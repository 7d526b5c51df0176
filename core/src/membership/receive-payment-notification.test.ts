import { describe, expect, it } from 'vitest';
import { receivePaymentNotification } from './receive-payment-notification.ts';
import { aPaymentEvent, aSubscription, anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

async function setUp() {
  const { deps, members, gateway } = paymentTestDeps();
  const member = await members.create(anUnpaidMember({ paymentCustomerId: 'cus_1' }));
  gateway.setSubscription(aSubscription({ id: 'sub_1', customerId: 'cus_1', memberId: member.id }));
  const event = aPaymentEvent({ memberId: member.id, customerId: 'cus_1', subscriptionId: 'sub_1' });
  return { deps, members, member, gateway, event };
}

describe('receivePaymentNotification', () => {
  it('applies a correctly signed notification', async () => {
    const { deps, gateway, event, members, member } = await setUp();
    const result = await receivePaymentNotification(deps, gateway.sign(event));
    expect(result.result.outcome).toBe('applied');
    expect((await members.findById(member.id))?.paymentStatus).toBe('paid');
  });

  it('refuses a notification without a signature or with a tampered body, changing nothing', async () => {
    const { deps, gateway, event, members, member } = await setUp();
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
    expect((await members.findById(member.id))?.paymentStatus).toBe('unpaid');
  });

  it('reports a failure to apply a genuine event as an unexpected error, so the provider retries', async () => {
    const { deps, gateway, event } = await setUp();
    const failing = {
      ...deps,
      members: Object.assign(deps.members, {
        update: () => Promise.reject(new Error('database down')),
      }),
    };
    const failure = await receivePaymentNotification(failing, gateway.sign(event)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toHaveProperty('code');
    expect((failure as Error).cause).toEqual(new Error('database down'));
  });
});
