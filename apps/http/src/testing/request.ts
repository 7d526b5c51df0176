/**
 * The one HTTP client of the tests: a request to a server under test (the in-process harness, a
 * server process, a plain Koa app on a local port) answered as status, headers, the parsed body,
 * the cookies it set and where it redirects. Redirects are answers, not followed.
 */
import { sessionCookieName } from '../middleware/authentication.ts';

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, the text for other content, undefined when empty. */
  body: unknown;
  /** The `name=value` pairs the answer set, ready to send back in a `cookie` header. */
  cookies: string[];
  /** The session cookie's `name=value` pair the answer set, unless it cleared it or set none. */
  sessionCookie: string | undefined;
  location: string | null;
}

export interface RequestOptions {
  /** JSON unless a string, which is sent as it is. */
  body?: unknown;
  /** A `commons_session=...` cookie (or several pairs). */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface RequestTarget {
  url: string;
  /**
   * Delivers what the requests so far put in the mail outbox (in-process servers), so a test
   * reads the outbox without polling; a server process delivers on its own moments later.
   */
  settleMail?: () => Promise<unknown>;
}

export async function request(
  server: RequestTarget,
  method: string,
  pathAndQuery: string,
  { body, cookie, headers = {} }: RequestOptions = {},
): Promise<TestResponse> {
  const response = await fetch(`${server.url}${pathAndQuery}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  await server.settleMail?.();
  const json = response.headers.get('content-type')?.includes('application/json');
  const cookies = response.headers.getSetCookie().map((entry) => entry.split(';')[0]!);
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (json ? JSON.parse(text) : text) : undefined,
    cookies,
    sessionCookie: cookies.find(
      (pair) => pair.startsWith(`${sessionCookieName}=`) && pair !== `${sessionCookieName}=`,
    ),
    location: response.headers.get('location'),
  };
}
