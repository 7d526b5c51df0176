import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/domain-error.ts';
import { checkoutLimits, startCheckout, type StartCheckoutDeps } from './start-checkout.ts';
import { anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

const inAnHour = (now: Date) => new Date(now.getTime() + 60 * 60 * 1000);

/** A registration whose browser holds its proof, and a checkout from that browser. */
async function setUp(memberOverrides: Parameters<typeof anUnpaidMember>[0] = {}) {
  const { deps, members, registrationProofs, gateway, clock } = paymentTestDeps();
  const member = await members.create(anUnpaidMember(memberOverrides));
  const proof = await registrationProofs.issue(member.id, inAnHour(clock.now()));
  const checkoutWith = (
    ports: StartCheckoutDeps,
    input: Record<string, unknown> = {},
    clientIp = '203.0.113.7',
    registrationProof: string | undefined = proof.token,
  ) =>
    startCheckout(ports, {
      input: { tier: 'builder', email: member.email, name: 'Ada Okafor', planType: 'yearly', ...input },
      clientIp,
      registrationProof,
    });
  const checkout = (input: Record<string, unknown> = {}, clientIp?: string, registrationProof?: string) =>
    checkoutWith(deps, input, clientIp, registrationProof ?? proof.token);
  return { deps, members, registrationProofs, gateway, clock, member, proof, checkout, checkoutWith };
}

describe('startCheckout', () => {
  it('opens a hosted checkout of the chosen tier and cycle at the catalogue price', async () => {
    const { gateway, member, checkout } = await setUp();

    const started = await checkout({ tier: 'catalyst', planType: 'yearly' });

    expect(started).toEqual({
      url: `https://pay.example.test/${started.sessionId}`,
      sessionId: started.sessionId,
    });
    expect(gateway.checkouts).toEqual([
      {
        sessionId: started.sessionId,
        memberId: member.id,
        customerId: 'cus_fake_1',
        email: member.email,
        tier: 'catalyst',
        productName: 'Catalyst membership',
        billingCycle: 'yearly',
        amountCents: 23990,
        successPath: '/payment-success?tier=catalyst',
        cancelPath: '/checkout?tier=catalyst&plan=yearly&payment=cancelled',
      },
    ]);
  });

  it('charges the monthly price for a monthly plan', async () => {
    const { gateway, checkout } = await setUp();
    await checkout({ tier: 'leader', planType: 'monthly' });
    expect(gateway.checkouts[0]).toMatchObject({ amountCents: 955, billingCycle: 'monthly' });
  });

  it('creates the member’s customer once and reuses it for a second checkout', async () => {
    const { gateway, members, member, checkout } = await setUp();

    await checkout();
    await checkout({ planType: 'monthly' });

    expect(gateway.customersCreated).toEqual([
      { memberId: member.id, email: member.email, name: `${member.firstName} ${member.lastName}` },
    ]);
    expect((await members.findById(member.id))?.paymentCustomerId).toBe('cus_fake_1');
    expect(gateway.checkouts.map((started) => started.customerId)).toEqual(['cus_fake_1', 'cus_fake_1']);
  });

  it('ends two concurrent first checkouts with one stored customer, used by both', async () => {
    const { deps, gateway, members, member, checkoutWith } = await setUp();
    let created = 0;
    // A provider without idempotency answers each call with a new customer: the store decides.
    const forgetful = {
      ...deps,
      gateway: {
        createCustomer: async () => `cus_unkeyed_${(created += 1)}`,
        startCheckout: (request: Parameters<typeof gateway.startCheckout>[0]) =>
          deps.gateway.startCheckout(request),
        expireOpenCheckouts: (customerId: string) => deps.gateway.expireOpenCheckouts(customerId),
      },
    };

    await Promise.all([checkoutWith(forgetful), checkoutWith(forgetful, { planType: 'monthly' })]);

    const stored = (await members.findById(member.id))?.paymentCustomerId;
    expect(created).toBe(2);
    expect(['cus_unkeyed_1', 'cus_unkeyed_2']).toContain(stored);
    expect(gateway.checkouts.map((started) => started.customerId)).toEqual([stored, stored]);
  });

  it('uses the customer the member already has', async () => {
    const { gateway, checkout } = await setUp({ paymentCustomerId: 'cus_existing' });
    await checkout();
    expect(gateway.customersCreated).toEqual([]);
    expect(gateway.checkouts[0]?.customerId).toBe('cus_existing');
  });

  it('finds the member whatever the case and spacing of the e-mail', async () => {
    const { gateway, member, checkout } = await setUp();
    await checkout({ email: `  ${member.email.toUpperCase()} ` });
    expect(gateway.checkouts[0]?.memberId).toBe(member.id);
  });

  it("refuses a tier that is not on offer with 'Please select a valid membership tier.'", async () => {
    const { gateway, checkout } = await setUp();
    for (const tier of ['platinum', 'enterprise', 'f100']) {
      await expect(checkout({ tier })).rejects.toMatchObject({
        code: 'INVALID_TIER',
        message: 'Please select a valid membership tier.',
      });
    }
    expect(gateway.checkouts).toEqual([]);
  });

  it('refuses a plan that is neither monthly nor yearly', async () => {
    const { checkout } = await setUp();
    await expect(checkout({ planType: 'weekly' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please choose a monthly or yearly billing cycle.',
      details: { fields: { planType: 'Please choose a monthly or yearly billing cycle.' } },
    });
  });

  it('needs no payment for the free explorer tier', async () => {
    const { gateway, checkout } = await setUp();
    await expect(checkout({ tier: 'explorer' })).rejects.toMatchObject({ code: 'PAYMENT_NOT_REQUIRED' });
    expect(gateway.customersCreated).toEqual([]);
  });

  it('notes that the proof opened a checkout, so the payment is its holder’s at verification', async () => {
    const { registrationProofs, proof, clock, checkout } = await setUp();
    await checkout();
    expect(await registrationProofs.find(proof.token, clock.now())).toMatchObject({ openedCheckout: true });
  });

  it('gives every address one refusal without proof of its registration, changing nothing', async () => {
    const { deps, members, gateway, checkoutWith } = await setUp();
    const paying = await members.create(
      anUnpaidMember({
        paymentCustomerId: 'cus_paying',
        paymentStatus: 'paid',
        paymentSubscriptionId: 'sub_1',
      }),
    );
    const free = await members.create(anUnpaidMember({ membershipTier: 'explorer', paymentStatus: 'paid' }));
    const unpaid = await members.create(anUnpaidMember({ paymentCustomerId: 'cus_unpaid' }));
    const stranger = await setUp();
    const attempts = [paying.email, free.email, unpaid.email, 'nobody@example.com'].flatMap((email) => [
      checkoutWith(deps, { email }, '198.51.100.9', undefined),
      checkoutWith(deps, { email }, '198.51.100.9', 'forged-proof'),
      // A proof of the caller's own registration proves nothing about another address.
      stranger.checkoutWith(deps, { email }, '198.51.100.9'),
    ]);

    const refusals = await Promise.allSettled(attempts);

    const answers = refusals.map((refusal) => {
      const { code, message, details } = (refusal as PromiseRejectedResult).reason as DomainError;
      return JSON.stringify({ status: refusal.status, code, message, details });
    });
    expect(new Set(answers)).toEqual(
      new Set([
        JSON.stringify({
          status: 'rejected',
          code: 'FORBIDDEN',
          message: 'Please create your account first, or sign in to pay from your dashboard.',
          details: {},
        }),
      ]),
    );
    expect(gateway.checkouts).toEqual([]);
    expect(gateway.customersCreated).toEqual([]);
    for (const member of [paying, free, unpaid]) {
      expect(await members.findById(member.id)).toEqual(member);
    }
  });

  it('refuses an expired proof and one replaced by a later sign-up alike', async () => {
    const { member, registrationProofs, proof, clock, checkout } = await setUp();
    const later = await registrationProofs.issue(member.id, inAnHour(clock.now()));
    await expect(checkout({}, undefined, proof.token)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    clock.advanceSeconds(60 * 60);
    await expect(checkout({}, undefined, later.token)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('opens nothing for a member whose subscription is live', async () => {
    const { gateway, checkout } = await setUp({ paymentStatus: 'paid', paymentSubscriptionId: 'sub_live' });
    await expect(checkout()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a subscription: change it from your dashboard',
    });
    expect(gateway.checkouts).toEqual([]);
  });

  it('lets a paid explorer (a free tier, no subscription) check out a paid tier', async () => {
    const { gateway, checkout } = await setUp({ paymentStatus: 'paid', membershipTier: 'explorer' });
    await checkout({ tier: 'builder', planType: 'monthly' });
    expect(gateway.checkouts).toHaveLength(1);
  });

  it('limits how many checkouts one address may start', async () => {
    const { checkout } = await setUp();
    for (let attempt = 0; attempt < checkoutLimits.perIp.points; attempt += 1) {
      await checkout({ tier: attempt % 2 ? 'platinum' : 'explorer' }).catch(() => undefined);
    }
    await expect(checkout()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(checkout({}, '198.51.100.1')).resolves.toBeDefined();
  });

  it('limits how many checkouts are started for one member, from any address', async () => {
    const { checkout } = await setUp();
    for (let attempt = 0; attempt < checkoutLimits.perMember.points; attempt += 1) {
      await checkout({}, `198.51.100.${attempt}`);
    }
    await expect(checkout({}, '192.0.2.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
