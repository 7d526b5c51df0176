/**
 * Core's price catalogue at Stripe: a product per paid tier (id `commons_<tier>`) and a recurring
 * price per cycle carrying the lookup key `commons_<tier>_<cycle>`. Checkout and plan changes find
 * prices by key (read once per process); `stripe:sync-prices` creates what is missing.
 */
import Stripe from 'stripe';
import { priceCatalogue, type CataloguePrice } from '@commons/core/membership/price-catalogue';
import type { BillingCycle, SubscriptionTierId } from '@commons/core/members/tiers';

export type PriceSyncAction = 'created' | 'replaced' | 'unchanged';

export interface PriceSyncResult {
  lookupKey: string;
  priceId: string;
  productId: string;
  amountCents: number;
  /** `replaced`: the key moved to a new price because the amount or interval changed. */
  action: PriceSyncAction;
  productCreated: boolean;
}

const productIdOf = (tier: SubscriptionTierId) => `commons_${tier}`;
const intervalOf = (cycle: BillingCycle) => (cycle === 'yearly' ? 'year' : 'month');

export class StripePriceCatalogue {
  readonly #stripe: Stripe;
  #prices: Promise<Map<string, Stripe.Price>> | undefined;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  /** The price id of a catalogue entry; throws, naming the command, when Stripe lacks it. */
  async priceId(lookupKey: string): Promise<string> {
    const prices = await this.#cached();
    const price = prices.get(lookupKey);
    if (!price) {
      // A failed read is not kept: the next request asks Stripe again.
      this.#prices = undefined;
      throw new Error(`Stripe has no price ${lookupKey}: run npm run cli -- stripe:sync-prices`);
    }
    return price.id;
  }

  #cached(): Promise<Map<string, Stripe.Price>> {
    this.#prices ??= this.#byLookupKey().catch((error: unknown) => {
      this.#prices = undefined;
      throw error;
    });
    return this.#prices;
  }

  async #byLookupKey(): Promise<Map<string, Stripe.Price>> {
    // At most 10 keys per request (Stripe's limit); the catalogue holds 8.
    const keys = priceCatalogue.map((price) => price.lookupKey);
    const found = new Map<string, Stripe.Price>();
    for (let start = 0; start < keys.length; start += 10) {
      const page = await this.#stripe.prices.list({
        lookup_keys: keys.slice(start, start + 10),
        active: true,
        limit: 100,
      });
      for (const price of page.data) if (price.lookup_key) found.set(price.lookup_key, price);
    }
    return found;
  }

  /**
   * Creates the products and prices Stripe lacks. A price whose amount or interval no longer
   * matches the catalogue is replaced: the key moves to a new price (Stripe prices cannot change
   * amount), so new checkouts pay the new amount and running subscriptions keep theirs.
   */
  async sync(): Promise<PriceSyncResult[]> {
    this.#prices = undefined;
    const existing = await this.#byLookupKey();
    const productsChecked = new Set<string>();
    const results: PriceSyncResult[] = [];
    for (const entry of priceCatalogue) {
      const productId = productIdOf(entry.tier);
      const current = existing.get(entry.lookupKey);
      if (current && matches(current, entry)) {
        results.push(resultOf(entry, current.id, productId, 'unchanged', false));
        continue;
      }
      let productCreated = false;
      if (!productsChecked.has(productId)) {
        productCreated = await this.#ensureProduct(entry);
        productsChecked.add(productId);
      }
      const price = await this.#stripe.prices.create({
        product: productId,
        currency: 'usd',
        unit_amount: entry.amountCents,
        recurring: { interval: intervalOf(entry.billingCycle) },
        lookup_key: entry.lookupKey,
        transfer_lookup_key: current !== undefined,
        nickname: `${entry.productName}, ${entry.billingCycle}`,
        metadata: { tier: entry.tier, billingCycle: entry.billingCycle },
      });
      results.push(resultOf(entry, price.id, productId, current ? 'replaced' : 'created', productCreated));
    }
    this.#prices = undefined;
    return results;
  }

  /** True when the product had to be created. */
  async #ensureProduct(entry: CataloguePrice): Promise<boolean> {
    const id = productIdOf(entry.tier);
    try {
      await this.#stripe.products.retrieve(id);
      return false;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404))
        throw error;
    }
    await this.#stripe.products.create(
      { id, name: entry.productName, metadata: { tier: entry.tier } },
      { idempotencyKey: `commons-product-${id}` },
    );
    return true;
  }
}

function matches(price: Stripe.Price, entry: CataloguePrice): boolean {
  return (
    price.unit_amount === entry.amountCents &&
    price.currency === 'usd' &&
    price.recurring?.interval === intervalOf(entry.billingCycle)
  );
}

function resultOf(
  entry: CataloguePrice,
  priceId: string,
  productId: string,
  action: PriceSyncAction,
  productCreated: boolean,
): PriceSyncResult {
  return {
    lookupKey: entry.lookupKey,
    priceId,
    productId,
    amountCents: entry.amountCents,
    action,
    productCreated,
  };
}
