/**
 * Sets up the Stripe account for the site through Stripe's API, idempotently: the webhook endpoint
 * (found by its URL, subscribed to exactly the events the app handles) and the customer portal's
 * configuration. `stripe:setup` runs it; running it again updates, never duplicates.
 */
import type Stripe from 'stripe';
import { stripeApiVersion } from './stripe-client.ts';
import { stripeWebhookEvents } from './stripe-events.ts';

export interface WebhookSetup {
  action: 'created' | 'updated';
  id: string;
  url: string;
  events: readonly string[];
  /** The signing secret: Stripe returns it only when the endpoint is created. */
  secret: string | null;
  /** The API version the endpoint's events are shaped by, when it is not the one the app reads. */
  otherApiVersion: string | null;
}

export interface PortalSetup {
  action: 'created' | 'updated';
  id: string;
}

/** The site's webhook path, which the HTTP route serves. */
export const stripeWebhookPath = '/api/stripe/webhook';

const description = 'Commons membership (managed by `npm run cli -- stripe:setup`)';

/** Creates the endpoint for `${publicUrl}/api/stripe/webhook`, or brings the one at that URL up to date. */
export async function setUpWebhookEndpoint(stripe: Stripe, publicUrl: string): Promise<WebhookSetup> {
  const url = `${publicUrl.replace(/\/$/, '')}${stripeWebhookPath}`;
  const events = [...stripeWebhookEvents];
  let existing: Stripe.WebhookEndpoint | undefined;
  for await (const endpoint of stripe.webhookEndpoints.list({ limit: 100 })) {
    if (endpoint.url === url) {
      existing = endpoint;
      break;
    }
  }
  if (existing) {
    const updated = await stripe.webhookEndpoints.update(existing.id, {
      enabled_events: events,
      description,
      disabled: false,
    });
    return {
      action: 'updated',
      id: updated.id,
      url,
      events,
      secret: null,
      otherApiVersion:
        existing.api_version && existing.api_version !== stripeApiVersion ? existing.api_version : null,
    };
  }
  // The endpoint's events are shaped by the version the app pins, not the account's default.
  const created = await stripe.webhookEndpoints.create({
    url,
    enabled_events: events,
    api_version: stripeApiVersion,
    description,
  });
  return {
    action: 'created',
    id: created.id,
    url,
    events,
    secret: created.secret ?? null,
    otherApiVersion: null,
  };
}

/**
 * What the portal offers: the card and the invoices, and cancelling at the period's end (the
 * webhook reports it). Plan changes and the customer's details stay with the site: it prices plan
 * changes itself and keeps the member's address in step with the account.
 */
function portalSettings(publicUrl: string, siteName: string) {
  return {
    business_profile: { headline: `${siteName} membership` },
    default_return_url: `${publicUrl.replace(/\/$/, '')}/dashboard#payment`,
    features: {
      customer_update: { enabled: false },
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true },
      subscription_cancel: {
        enabled: true,
        mode: 'at_period_end',
        proration_behavior: 'none',
      },
      subscription_update: { enabled: false },
    },
  } satisfies Stripe.BillingPortal.ConfigurationCreateParams;
}

/** Updates the account's default portal configuration (the one sessions use), or creates one. */
export async function setUpCustomerPortal(
  stripe: Stripe,
  site: { publicUrl: string; siteName: string },
): Promise<PortalSetup> {
  const settings = portalSettings(site.publicUrl, site.siteName);
  const defaults = await stripe.billingPortal.configurations.list({ is_default: true, limit: 1 });
  const current = defaults.data[0];
  if (current) {
    await stripe.billingPortal.configurations.update(current.id, { ...settings, active: true });
    return { action: 'updated', id: current.id };
  }
  const created = await stripe.billingPortal.configurations.create(settings);
  return { action: 'created', id: created.id };
}
