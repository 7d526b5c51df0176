/**
 * Helpers of the checkout and payment journeys: sign-up, checkout and verification over the API,
 * with the session cookies to send on. Each e-mail's sign-up, checkout and verification come from
 * one browser: the registration cookie its sign-up was given goes with the later two.
 */
import { signNotification, type StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { latestCode } from './outbox.ts';
import { request } from './request.ts';
import { startTestApp, type ServerUnderTest, type TestApp, type TestAppOptions } from './test-app.ts';

let ipSequence = 0;
/** A distinct client address per call (the server trusts X-Forwarded-For), so limits stay apart. */
export const freshIp = () => `203.0.113.${(ipSequence = (ipSequence % 250) + 1)}`;

export function newEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The registration cookie each e-mail's sign-up was given, as its browser keeps it. */
const registrationCookies = new Map<string, string>();

export async function signUp(
  server: ServerUnderTest,
  email: string,
  tier = 'builder',
  billingCycle = 'yearly',
) {
  const answer = await request(server, 'POST', '/api/users', {
    body: {
      email,
      firstName: 'Ada',
      lastName: 'Okafor',
      membershipTier: tier,
      billingCycle,
    },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (answer.status !== 201)
    throw new Error(`Sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  registrationCookies.set(email, answer.cookies.join('; '));
}

export function startCheckout(
  server: ServerUnderTest,
  email: string,
  overrides: Record<string, string> = {},
) {
  return request(server, 'POST', '/api/checkout', {
    body: { tier: 'builder', email, name: 'Ada Okafor', planType: 'yearly', ...overrides },
    cookie: registrationCookies.get(email),
    headers: { 'x-forwarded-for': freshIp() },
  });
}

/** The latest verification code mailed to `email` (the accounts journeys' outbox reader). */
export function verificationCode(server: ServerUnderTest, email: string): Promise<string> {
  return latestCode(server.dataDir, email, 10_000);
}

/** Verifies the e-mail over the API; returns the session cookie header. */
export async function verify(server: ServerUnderTest, email: string): Promise<string> {
  const code = await verificationCode(server, email);
  const answer = await request(server, 'POST', '/api/auth/verify-email', {
    body: { email, code },
    cookie: registrationCookies.get(email),
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (answer.status !== 200)
    throw new Error(`Verification failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.cookies.join('; ');
}

/**
 * Chooses the member's password over the API with the session from verification (a code
 * sign-in: no current password needed), so tests can then sign in with it.
 */
export async function choosePassword(
  server: ServerUnderTest,
  cookie: string,
  newPassword: string,
): Promise<void> {
  const answer = await request(server, 'PUT', '/api/auth/password', { body: { newPassword }, cookie });
  if (answer.status !== 200)
    throw new Error(`Choosing a password failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function me(server: ServerUnderTest, cookie: string) {
  const answer = await request(server, 'GET', '/api/auth/me', { cookie });
  return answer.body as {
    paymentStatus: string;
    membershipStatus: string;
    membershipTier: string;
    billingCycle: string;
  };
}

/**
 * Starts `stub` (the local stand-in of the Stripe API), then the whole app configured for Stripe
 * with the real SDK pointed at it and webhooks signed with `webhookSecret`. The app's `stop()`
 * stops both.
 */
export async function startStripeTestApp(
  stub: StripeStub,
  { webhookSecret, env, ...options }: TestAppOptions & { webhookSecret: string },
): Promise<TestApp> {
  await stub.start();
  try {
    const app = await startTestApp({
      ...options,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_stub',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stub.url,
        ...env,
      },
    });
    return {
      ...app,
      stop: async () => {
        await app.stop();
        await stub.stop();
      },
    };
  } catch (error) {
    await stub.stop();
    throw error;
  }
}

/**
 * Delivers `payload` to the webhook signed with `webhookSecret`, expects it taken, then waits until
 * the worker has applied what it stored (the webhook answers before applying).
 */
export async function deliverStripeEvent(
  server: TestApp,
  payload: string,
  webhookSecret: string,
): Promise<void> {
  const answer = await request(server, 'POST', '/api/stripe/webhook', {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signNotification(payload, webhookSecret),
    },
  });
  if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}`);
  await server.settlePayments();
}
