import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { resolveSession } from './sessions.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { accountTestDeps, aRequester, aSignUp, type AccountTestDeps } from './testing/account-test-deps.ts';
import { verifyEmail } from './verify-email.ts';

const email = 'ada@example.org';
const strangersBrowser = aRequester('198.51.100.66');

/**
 * Someone registers the address for a paid tier from their browser and pays, as the sign-up page
 * does: the checkout opened with the registration's proof, the payment confirmed.
 */
async function paidRegistration(fakes: AccountTestDeps) {
  const registered = await register(fakes.deps, aSignUp({ membershipTier: 'builder' }), strangersBrowser);
  const proof = registered.registrationProof.token;
  await fakes.registrationProofs.noteCheckoutOpened(proof);
  await fakes.members.update(registered.id, {
    paymentCustomerId: 'cus_stranger',
    paymentSubscriptionId: 'sub_stranger',
    paymentStatus: 'paid',
  });
  return { id: registered.id, proof, code: fakes.mailer.lastCodeFor(email) };
}

describe('the first proof of the mailbox and a payment made before it', () => {
  it("starts the owner afresh, unpaid, when someone else's browser paid for the registration", async () => {
    const fakes = accountTestDeps();
    const { deps, members, setAside } = fakes;
    const stranger = await paidRegistration(fakes);

    const { member, session } = await verifyEmail(deps, { code: stranger.code, email }, aRequester());

    expect(member).toMatchObject({
      email,
      firstName: 'Ada',
      membershipTier: 'builder',
      emailVerified: true,
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
    });
    expect(member.id).not.toBe(stranger.id);
    expect(await resolveSession(deps, session.token)).toMatchObject({ id: member.id });
    expect(await members.findById(member.id)).toMatchObject({
      paymentCustomerId: null,
      paymentSubscriptionId: null,
      verification: null,
    });
    expect(setAside).toEqual([{ customerId: 'cus_stranger', subscriptionId: 'sub_stranger' }]);
    // The stranger's account is gone; its history stays for accounting, saying why.
    expect(await members.findById(stranger.id)).toBeNull();
    expect(members.anonymousHistory().map((change) => change.reason)).toEqual([
      'registered',
      'payment-set-aside',
    ]);
    expect((await members.statusHistory(member.id)).map((change) => change.reason)).toEqual([
      'registered:payment-set-aside',
      'email-verified',
    ]);
  });

  it('keeps the payment for the browser whose registration proof opened its checkout', async () => {
    const fakes = accountTestDeps();
    const registrant = await paidRegistration(fakes);

    const { member } = await verifyEmail(
      fakes.deps,
      { code: registrant.code, email },
      { ...strangersBrowser, registrationProof: registrant.proof },
    );

    expect(member).toMatchObject({ id: registrant.id, membershipStatus: 'active', paymentStatus: 'paid' });
    expect(fakes.setAside).toEqual([]);
  });

  it('sets the payment aside for an owner who signed up again: their new proof paid for nothing', async () => {
    const fakes = accountTestDeps();
    const stranger = await paidRegistration(fakes);
    fakes.clock.advanceSeconds(61);
    const owner = await register(fakes.deps, aSignUp({ firstName: 'Adaeze' }), aRequester());
    expect(owner.id).toBe(stranger.id);

    const { member } = await verifyEmail(
      fakes.deps,
      { code: fakes.mailer.lastCodeFor(email), email },
      { ...aRequester(), registrationProof: owner.registrationProof.token },
    );

    expect(member).toMatchObject({
      firstName: 'Adaeze',
      paymentStatus: 'unpaid',
      membershipStatus: 'pending',
    });
    expect(fakes.setAside).toEqual([{ customerId: 'cus_stranger', subscriptionId: 'sub_stranger' }]);
  });

  it('sets it aside as well when the owner proves the mailbox with a sign-in code', async () => {
    const fakes = accountTestDeps();
    await paidRegistration(fakes);
    fakes.clock.advanceSeconds(61);
    const { token } = await requestSignInCode(fakes.deps, { email }, aRequester());

    const { member } = await signInWithCode(
      fakes.deps,
      { code: fakes.mailer.lastCodeFor(email, 'sign-in-code'), email },
      aRequester(undefined, { codeRequestToken: token }),
    );

    expect(member).toMatchObject({ emailVerified: true, paymentStatus: 'unpaid' });
    expect(fakes.setAside).toEqual([{ customerId: 'cus_stranger', subscriptionId: 'sub_stranger' }]);
  });
});
