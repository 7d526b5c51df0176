import { describe, expect, it } from 'vitest';
import { continueFree, continueFreeErrors } from './continue-free.ts';
import { checkoutErrors, startCheckout } from './start-checkout.ts';
import { anUnpaidMember } from './testing/payment-builders.ts';
import { paymentTestDeps } from './testing/payment-test-deps.ts';

const inAnHour = (now: Date) => new Date(now.getTime() + 60 * 60 * 1000);

/** A builder sign-up whose browser holds its proof and left the payment page without paying. */
async function aSignUpBackFromPayment(memberOverrides: Parameters<typeof anUnpaidMember>[0] = {}) {
  const setup = paymentTestDeps();
  const member = await setup.members.create(anUnpaidMember(memberOverrides));
  const proof = await setup.registrationProofs.issue(member.id, inAnHour(setup.clock.now()));
  const started = await startCheckout(setup.deps, {
    input: { tier: 'builder', email: member.email, name: 'Ada Okafor', planType: 'yearly' },
    clientIp: '203.0.113.7',
    registrationProof: proof.token,
  });
  const chooseFree = (email = member.email, registrationProof: string | undefined = proof.token) =>
    continueFree(setup.deps, { input: { email }, clientIp: '203.0.113.7', registrationProof });
  return { ...setup, member, started, chooseFree };
}

describe('continueFree', () => {
  it('moves the unpaid sign-up to the free Explorer tier, and its open checkout can no longer be paid', async () => {
    const { chooseFree, gateway, started, members, member } = await aSignUpBackFromPayment();

    const free = await chooseFree();

    expect(free).toMatchObject({
      membershipTier: 'explorer',
      billingCycle: null,
      paymentStatus: 'paid',
      // Active once the address is verified.
      membershipStatus: 'pending',
    });
    expect(await members.findById(member.id)).toMatchObject({ membershipTier: 'explorer' });
    await expect(gateway.completeCheckout(started.sessionId)).rejects.toThrow();
  });

  it('gives the one refusal without the registration’s proof, or for another address', async () => {
    const { chooseFree, members, member } = await aSignUpBackFromPayment();

    for (const attempt of [() => chooseFree(member.email, ''), () => chooseFree('other@example.org')]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: checkoutErrors.noRegistration,
      });
    }
    expect(await members.findById(member.id)).toMatchObject({ membershipTier: 'builder' });
  });

  it('keeps a membership paid meanwhile', async () => {
    const { chooseFree, members, member } = await aSignUpBackFromPayment();
    await members.update(member.id, { paymentStatus: 'paid' });

    await expect(chooseFree()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: continueFreeErrors.alreadyPaid,
    });
    expect(await members.findById(member.id)).toMatchObject({
      membershipTier: 'builder',
      paymentStatus: 'paid',
    });
  });

  it('answers an explorer already with the member as it is, recording the choice once', async () => {
    const { chooseFree, members, member } = await aSignUpBackFromPayment();
    await chooseFree();

    await expect(chooseFree()).resolves.toMatchObject({ membershipTier: 'explorer' });
    const history = await members.statusHistory(member.id);
    expect(history.filter((change) => change.reason === 'chose-free-tier')).toHaveLength(1);
  });
});
