import { createStripeClient } from '@commons/adapters/payments/stripe-client';
import {
  StripePriceCatalogue,
  type PriceSyncResult,
} from '@commons/adapters/payments/stripe-price-catalogue';
import { formatUsd } from '@commons/core/members/tiers';
import type { Command } from '../command.ts';
import { formatTable, jsonOption, wantsJson } from '../table.ts';

function report(results: PriceSyncResult[]): string {
  const rows = results.map((result) => [
    result.lookupKey,
    formatUsd(result.amountCents),
    result.action,
    result.priceId,
    `${result.productId}${result.productCreated ? ' (created)' : ''}`,
  ]);
  const changed = results.filter((result) => result.action !== 'unchanged').length;
  return `${formatTable([['LOOKUP KEY', 'AMOUNT', 'ACTION', 'PRICE', 'PRODUCT'], ...rows])}\n${
    changed === 0
      ? 'Nothing to do: Stripe holds the whole catalogue.'
      : `${changed} price(s) created or replaced.`
  }`;
}

/** Needs no database: it talks to Stripe alone, so it also runs beside a live server. */
export const stripeSyncPricesCommand: Command = {
  summary: 'create the Stripe products and prices of the catalogue that are missing (idempotent)',
  options: [jsonOption],
  run: async (config, args) => {
    if (!config.stripe) throw new Error('STRIPE_SECRET_KEY is not set: there is no Stripe account to sync');
    const catalogue = new StripePriceCatalogue(createStripeClient(config.stripe));
    const results = await catalogue.sync();
    return wantsJson(args) ? JSON.stringify({ prices: results }) : report(results);
  },
};
