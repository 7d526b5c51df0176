import type { AdRequest } from '@commons/core/ads/ad-campaign';
import { parseAdRequest } from '@commons/core/ads/ad-request';
import { setWithin } from './bounded-map.ts';

/** Distinct query strings remembered: 4 slots times the tiers, sectors and countries members have. */
const rememberedQueries = 4096;
/** Real ad-slot query strings are under 150 characters; longer ones are read every time. */
const longestRemembered = 256;

/** The four fields by their first value, as strings or absent. */
function fieldsOf(queryString: string): Record<string, string | undefined> {
  // URLSearchParams reads the four fields in under half the time node:querystring takes, and that
  // in half of ctx.query's; a field given twice counts by its first value.
  const params = new URLSearchParams(queryString);
  const field = (name: string) => params.get(name) ?? undefined;
  return { slot: field('slot'), tier: field('tier'), sector: field('sector'), country: field('country') };
}

/**
 * The ad request of an ad-slot query string, remembered per distinct string. A site asks the same
 * few hundred questions thousands of times a second, and reading the query and validating it cost
 * about a fifth of what filling the slot adds to a liveness answer (6 µs of the slot's 106 in one
 * server; docs/scaling.md, seventh round). The same string always gives the same request, so the
 * remembered one is the answer; a query that fails validation is not remembered and fails again
 * each time. The oldest string gives way once `rememberedQueries` are held.
 */
export function adSlotRequests(): (queryString: string) => Readonly<AdRequest> {
  const remembered = new Map<string, Readonly<AdRequest>>();
  return (queryString) => {
    const known = remembered.get(queryString);
    if (known) return known;
    const request = parseAdRequest(fieldsOf(queryString));
    if (queryString.length <= longestRemembered)
      setWithin(remembered, queryString, request, rememberedQueries);
    return request;
  };
}
