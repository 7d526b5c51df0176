/**
 * Obvious automated clients: crawlers, link-preview fetchers and scripted HTTP libraries. Headless
 * browsers are not listed: they run real pages (the browser journeys among them). `(?<!cu)` spares
 * the Cubot phones, whose model name ends in "bot".
 */
const botPattern =
  /(?<!cu)bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|^whatsapp|embedly|preview|scrapy|curl\/|wget\/|python-requests|python-urllib|aiohttp|go-http-client|java\/|okhttp|libwww|httpclient|axios\/|node-fetch|^node$|undici/i;

/** True for a click that should not be counted: no user agent at all, or a known crawler's. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || botPattern.test(agent);
}
