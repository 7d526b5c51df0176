import { describe, expect, it } from 'vitest';
import { endSetAsidePayment } from './end-set-aside-payment.ts';
import { startMemberCheckout } from './start-member-checkout.ts';
import { anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

describe('endSetAsidePayment', () => {
  it('expires the open checkouts and cancels and refunds the subscription at the provider', async () => {
    const { deps, members, gateway } = paymentTestDeps();
    const member = await members.create(anUnpaidMember());
    const checkout = () =>
      startMemberCheckout(deps, {
        memberId: member.id,
        input: { tier: 'builder', planType: 'monthly' },
        clientIp: '203.0.113.5',
      });
    const paid = await gateway.completeCheckout((await checkout()).sessionId);
    const open = await checkout();
    const customerId = (await members.findById(member.id))!.paymentCustomerId!;
    const failures: unknown[] = [];

    await endSetAsidePayment(
      { gateway: deps.gateway, reportFailure: (error) => failures.push(error) },
      { customerId, subscriptionId: paid.subscriptionId },
    );

    expect(gateway.refunded).toEqual(new Set([paid.subscriptionId]));
    expect(await gateway.subscriptionState(paid.subscriptionId!)).toMatchObject({ status: 'ended' });
    await expect(gateway.completeCheckout(open.sessionId)).rejects.toThrow('No open checkout');
    expect(failures).toEqual([]);
  });

  it('reports a provider that fails instead of undoing the verification it follows', async () => {
    const { deps } = paymentTestDeps();
    const failures: unknown[] = [];

    await endSetAsidePayment(
      { gateway: deps.gateway, reportFailure: (error, payment) => failures.push([error, payment]) },
      { customerId: 'cus_gone', subscriptionId: 'sub_unknown' },
    );

    expect(failures).toEqual([
      [
        expect.objectContaining({ code: 'NOT_FOUND' }),
        { customerId: 'cus_gone', subscriptionId: 'sub_unknown' },
      ],
    ]);
  });
});
