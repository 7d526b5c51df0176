/**
 * The cookies one browser keeps between requests, for tests where the browser matters (a known
 * device, a sign-in code bound to the browser that asked): what an answer sets replaces the cookie
 * of that name, and a cleared one is dropped. Paths are not modelled: every cookie goes with every
 * request, which the server's routes ignore where they do not read it.
 */
import type { TestResponse } from './request.ts';

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** The `cookie` header this browser sends, or undefined while it has none. */
  get header(): string | undefined {
    return this.#cookies.size === 0
      ? undefined
      : [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps what the answer set, and hands the answer on. */
  keep(response: TestResponse): TestResponse {
    for (const pair of response.cookies) {
      const [name, value = ''] = pair.split(/=(.*)/s);
      if (value === '') this.#cookies.delete(name!);
      else this.#cookies.set(name!, value);
    }
    return response;
  }
}
