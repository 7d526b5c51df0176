/** The one way this code base makes a Stripe client: pinned API version, retries, timeout. */
import Stripe from 'stripe';

/**
 * The API version every request names, pinned so a change in the account's default version cannot
 * change the shapes read here (the subscription's period lives on its items since 2025).
 */
export const stripeApiVersion = '2026-10-28.endive' as const;

export interface StripeClientOptions {
  secretKey: string;
  /** Another API base URL (a local stub in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
}

export function createStripeClient({ secretKey, apiUrl }: StripeClientOptions): Stripe {
  const base = {
    apiVersion: stripeApiVersion,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'commons-membership' },
  };
  if (!apiUrl) return new Stripe(secretKey, base);
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}
