/** What a production start needs before it may serve real members and take real money. */
export interface ReadinessInput {
  env: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  publicUrl: string | undefined;
  adTokenSecret: string | undefined;
}

/**
 * Names every missing setting, in one line, or returns undefined when the start may go on. A Stripe
 * key without its webhook secret is refused in every mode: payments would never be confirmed.
 */
export function missingSettings(input: ReadinessInput): string | undefined {
  if (input.env !== 'production') {
    return input.stripeSecretKey && !input.stripeWebhookSecret
      ? 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY'
      : undefined;
  }
  const missing = [
    !input.databaseUrl && 'DATABASE_URL',
    !input.smtpUrl && 'SMTP_URL',
    !input.stripeSecretKey && 'STRIPE_SECRET_KEY',
    !input.stripeWebhookSecret && 'STRIPE_WEBHOOK_SECRET',
    !input.publicUrl?.startsWith('https://') && 'PUBLIC_URL (https)',
    !input.adTokenSecret && 'AD_TOKEN_SECRET',
  ].filter((name): name is string => Boolean(name));
  return missing.length > 0 ? `production requires ${missing.join(', ')}` : undefined;
}

/**
 * What a start may go on with but the operator must hear of, one line each: in production, a
 * Stripe test key takes no real money (members "pay" and nothing is collected).
 */
export function startupWarnings(config: {
  env: string;
  stripe?: { testMode: boolean } | undefined;
}): string[] {
  return config.env === 'production' && config.stripe?.testMode
    ? [
        'Stripe is in test mode (STRIPE_SECRET_KEY is a test key): no real payment is taken. Set the live key (sk_live_...) and its webhook secret.',
      ]
    : [];
}
