import { setUpCustomerPortal, setUpWebhookEndpoint } from '@commons/adapters/payments/stripe-account-setup';
import { createStripeClient } from '@commons/adapters/payments/stripe-client';
import type { Command } from '../command.ts';

/** Needs no database: it talks to Stripe alone, so it also runs beside a live server. */
export const stripeSetupCommand: Command = {
  summary:
    'create or update the Stripe webhook endpoint (the events the app handles) and the customer portal (idempotent)',
  run: async (config) => {
    if (!config.stripe) throw new Error('STRIPE_SECRET_KEY is not set: there is no Stripe account to set up');
    // Stripe delivers webhooks to a public https address only.
    if (!config.publicUrl.startsWith('https://'))
      throw new Error(`PUBLIC_URL must be the site's public https address (it is ${config.publicUrl})`);
    const stripe = createStripeClient(config.stripe);
    const webhook = await setUpWebhookEndpoint(stripe, config.publicUrl);
    const portal = await setUpCustomerPortal(stripe, {
      publicUrl: config.publicUrl,
      siteName: config.siteName,
    });
    const lines = [
      `Webhook endpoint ${webhook.action}: ${webhook.id} for ${webhook.url}`,
      `  events: ${webhook.events.join(', ')}`,
    ];
    if (webhook.secret) {
      lines.push(
        `  signing secret (shown only now; set STRIPE_WEBHOOK_SECRET to it and restart): ${webhook.secret}`,
      );
    } else {
      lines.push('  signing secret unchanged (Stripe shows it only when the endpoint is created)');
    }
    if (webhook.otherApiVersion) {
      lines.push(
        `  warning: the endpoint sends events of API version ${webhook.otherApiVersion}; delete it in Stripe's dashboard and run stripe:setup again to get the version the app reads`,
      );
    }
    lines.push(`Customer portal configuration ${portal.action}: ${portal.id}`);
    return lines.join('\n');
  },
};
