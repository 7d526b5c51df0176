import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

describe('register', () => {
  it('creates a pending, paid explorer with a membership ID and no secret in the answer', async () => {
    const { deps } = accountTestDeps();

    const member = await register(deps, aSignUp({ email: ' Ada@Example.org ' }), aRequester());

    expect(member).toMatchObject({
      email: 'ada@example.org',
      firstName: 'Ada',
      organization: 'Acme',
      position: null,
      membershipTier: 'explorer',
      billingCycle: null,
      membershipStatus: 'pending',
      paymentStatus: 'paid',
      emailVerified: false,
      staffRole: null,
      membershipId: expect.stringMatching(/^MC-2026-\d{6}$/),
    });
    expect(JSON.stringify(member)).not.toMatch(/"password"|hash|correct horse|verification/i);
  });

  it('creates a paid tier unpaid, on the chosen billing cycle or monthly', async () => {
    const { deps } = accountTestDeps();

    const yearly = await register(
      deps,
      aSignUp({ email: 'y@example.org', membershipTier: 'leader', billingCycle: 'yearly' }),
      aRequester(),
    );
    const monthly = await register(
      deps,
      aSignUp({ email: 'm@example.org', membershipTier: 'builder' }),
      aRequester(),
    );

    expect(yearly).toMatchObject({
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
      billingCycle: 'yearly',
    });
    expect(monthly).toMatchObject({ paymentStatus: 'unpaid', billingCycle: 'monthly' });
  });

  it('records the sign-up checkbox as where a ticked newsletter came from, and nothing when unticked', async () => {
    const { deps, members, clock } = accountTestDeps();

    const ticked = await register(
      deps,
      aSignUp({ email: 'ticked@example.org', newsletter: true }),
      aRequester(),
    );
    const unticked = await register(deps, aSignUp({ email: 'unticked@example.org' }), aRequester());

    expect(await members.findById(ticked.id)).toMatchObject({
      newsletter: true,
      newsletterSource: 'sign_up',
      newsletterSince: clock.now(),
    });
    expect(await members.findById(unticked.id)).toMatchObject({
      newsletter: false,
      newsletterSource: null,
      newsletterSince: null,
    });
  });

  it('takes no password: one sent along with the sign-up is not stored', async () => {
    const { deps, members } = accountTestDeps();
    const member = await register(deps, aSignUp({ password: 'stranger password 1' }), aRequester());

    const stored = await members.findByEmail('ada@example.org');

    expect(stored?.passwordHash).toBeNull();
    expect(member.hasPassword).toBe(false);
  });

  it('replaces a pending registration of a still unverified address, answering as for a new one', async () => {
    const { deps, members, mailer, clock } = accountTestDeps();
    const stranger = await register(
      deps,
      aSignUp({ firstName: 'Eve', membershipTier: 'builder', password: 'stranger password 1' }),
      aRequester('198.51.100.66'),
    );
    clock.advanceSeconds(61);

    const owner = await register(deps, aSignUp(), aRequester());

    expect(owner).toMatchObject({ firstName: 'Ada', membershipTier: 'explorer', emailVerified: false });
    expect(await members.findById(stranger.id)).toBeNull();
    expect(await members.statusHistory(stranger.id)).toEqual([]);
    expect((await members.findByEmail('ada@example.org'))?.id).toBe(owner.id);
    expect(mailer.countFor('ada@example.org')).toBe(2);
  });

  it('keeps a pending registration that started a payment, renewing its profile and code only', async () => {
    const { deps, members } = accountTestDeps();
    const first = await register(deps, aSignUp({ membershipTier: 'builder' }), aRequester());
    await members.setPaymentCustomerIdIfAbsent(first.id, 'cus_1');

    const again = await register(deps, aSignUp({ firstName: 'Adaeze' }), aRequester());

    expect(again).toMatchObject({ id: first.id, firstName: 'Adaeze', membershipTier: 'builder' });
  });

  it('hands the browser a proof of the registration, valid for an hour', async () => {
    const { deps, registrationProofs, clock } = accountTestDeps();

    const { id, registrationProof } = await register(deps, aSignUp(), aRequester());

    expect(registrationProof.expiresAt).toEqual(new Date(clock.now().getTime() + 60 * 60 * 1000));
    expect(await registrationProofs.find(registrationProof.token, clock.now())).toMatchObject({
      memberId: id,
    });
  });

  it('keeps the proof of the browser that signs up again, and ends it when another one does', async () => {
    const { deps, members, registrationProofs, clock } = accountTestDeps();
    const first = await register(deps, aSignUp({ membershipTier: 'builder' }), aRequester());
    await members.setPaymentCustomerIdIfAbsent(first.id, 'cus_1');
    await registrationProofs.noteCheckoutOpened(first.registrationProof.token);
    clock.advanceSeconds(61);
    const sameBrowser = { ...aRequester(), registrationProof: first.registrationProof.token };

    const again = await register(deps, aSignUp(), sameBrowser);
    expect(again.registrationProof).toEqual(first.registrationProof);

    clock.advanceSeconds(61);
    const elsewhere = await register(deps, aSignUp(), aRequester('198.51.100.66'));
    expect(elsewhere.registrationProof.token).not.toBe(first.registrationProof.token);
    expect(await registrationProofs.find(first.registrationProof.token, clock.now())).toBeNull();
    expect(await registrationProofs.find(elsewhere.registrationProof.token, clock.now())).toMatchObject({
      memberId: first.id,
      openedCheckout: false,
    });
  });

  it('sends a six-digit code valid for five minutes and keeps only its digest', async () => {
    const { deps, members, mailer } = accountTestDeps();
    const answer = await register(deps, aSignUp(), aRequester());

    const code = mailer.lastCodeFor('ada@example.org');
    const stored = await members.findByEmail('ada@example.org');

    expect(code).toMatch(/^\d{6}$/);
    expect(mailer.sent[0]).toMatchObject({ firstName: 'Ada', validForMinutes: 5 });
    expect(stored?.verification).toEqual({
      codeHash: deps.secrets.digest(code),
      expiresAt: new Date('2026-03-01T10:05:00.000Z'),
      attempts: 0,
      sentAt: new Date('2026-03-01T10:00:00.000Z'),
    });
    // The answer says when the code expires, so the verification page counts down to it.
    expect(answer.codeExpiresAt).toEqual(stored?.verification?.expiresAt);
  });

  it('records the new account in the status history', async () => {
    const { deps, members } = accountTestDeps();
    const member = await register(deps, aSignUp(), aRequester());

    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        toPaymentStatus: 'paid',
        toTier: 'explorer',
        toBillingCycle: null,
        reason: 'registered',
        actor: { kind: 'member' },
      }),
    ]);
  });

  it('refuses a second account for a verified address, whatever its case', async () => {
    const { deps, members } = accountTestDeps();
    const first = await register(deps, aSignUp(), aRequester());
    await members.update(first.id, { emailVerifiedAt: deps.clock.now() });

    await expect(register(deps, aSignUp({ email: 'ADA@example.org ' }), aRequester())).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
  });

  it('draws another membership ID when the first is taken', async () => {
    const { deps, members } = accountTestDeps();
    // The fake draws 100000 for the code, then 100001 for the membership number.
    await members.create(aNewMember({ membershipId: 'MC-2026-100001' }));

    const member = await register(deps, aSignUp(), aRequester());

    expect(member.membershipId).toBe('MC-2026-100002');
  });

  it("rejects the spec's validation failures with the spec's words", async () => {
    const { deps } = accountTestDeps();
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ firstName: 'A' }, 'First name must be at least 2 characters'],
      [{ lastName: ' B ' }, 'Last name must be at least 2 characters'],
      [{ membershipTier: 'platinum' }, 'Please select a valid membership tier.'],
      [{ membershipTier: 'f100' }, 'Please select a valid membership tier.'],
      [{ membershipTier: 'enterprise' }, 'Please select a valid membership tier.'],
    ];
    for (const [override, message] of cases) {
      await expect(register(deps, aSignUp(override), aRequester())).rejects.toMatchObject({
        code: 'VALIDATION',
        message,
      });
    }
  });

  it('keeps no account when its code e-mail cannot be queued: both are stored or neither', async () => {
    const { deps, mailer, members } = accountTestDeps();
    mailer.failing = true;

    await expect(register(deps, aSignUp(), aRequester())).rejects.toThrow('The mail server is down');

    expect(await members.findByEmail('ada@example.org')).toBeNull();
  });

  it('limits sign-ups per client IP', async () => {
    const { deps } = accountTestDeps();
    for (let index = 0; index < 20; index += 1) {
      await register(deps, aSignUp({ email: `m${index}@example.org` }), aRequester('198.51.100.1'));
    }

    await expect(
      register(deps, aSignUp({ email: 'late@example.org' }), aRequester('198.51.100.1')),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await register(deps, aSignUp({ email: 'late@example.org' }), aRequester('198.51.100.2'));
  });
});
