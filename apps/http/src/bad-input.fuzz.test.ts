/**
 * Bad input never answers 5xx: property-based requests against every route of the API router
 * (read from the router itself, so a new route is fuzzed without touching this file), as an
 * anonymous client, a signed-in admin, and with garbage cookies. Every answer is the route's success
 * or a 4xx with a JSON `{ error }` in words, never a stack trace or SQL. Sequences on one kept-alive
 * connection (an oversized body refused, then malformed bodies, sent in turn or pipelined) check
 * that every request is answered, or its connection closed, at once: never silence.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@commons/adapters/persistence/testing/vitest-database';
import { loneSurrogateMessage } from './middleware/storable-text.ts';
import { createApiRouter } from './routes/index.ts';
import {
  openRawConnection,
  requestBytes,
  type RawAnswer,
  type RawRequest,
} from './testing/raw-connection.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

const admin = { email: 'fuzz-admin@example.com', password: 'fuzzing admin password' };
/**
 * Fresh random requests every test run, so the runs add up; 2,000 keep the file's share of the
 * suite small (5,000 took about a fifth of the server tests' time). Ask for more to hunt deeper:
 * `FUZZ_REQUESTS=50000 npm test -- apps/http/src/bad-input.fuzz.test.ts`.
 */
const requestsPerRun = Number(process.env.FUZZ_REQUESTS ?? 2_000);

interface Route {
  methods: string[];
  path: string;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One connection per request: the server closes a keep-alive connection whose request body it did
 * not read, and a reused socket would then fail on the client's side, not the server's.
 */
function send(app: TestApp, fuzz: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const port = Number(new URL(app.url).port);
    const outgoing = request(
      { host: '127.0.0.1', port, method: fuzz.method, path: fuzz.path, headers: fuzz.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(fuzz.body);
  });
}

/** Field names of every route's schema: random bodies use them so validation runs field by field. */
const fieldNames = [
  'email', 'password', 'firstName', 'lastName', 'membershipTier', 'code', 'tier', 'name', 'planType',
  'status', 'adminUserId', 'title', 'imageUrl', 'targetUrl', 'weight', 'active', 'slot', 'slotId',
  'placement', 'startDate', 'endDate', 'message', 'organization', 'phone', 'website', 'linkedin',
  'company', 'role', 'interest', 'subject', 'country', 'from', 'to', 'id', '__proto__', 'constructor',
]; // prettier-ignore

const nasty = fc.constantFrom(
  '\u0000', 'a\u0000b', '\u0001\u0002\u001f\u007f', '\ud800', '\u202e', '%00', '../../etc/passwd',
  "' or 1=1 --", '${7*7}', '<script>alert(1)</script>', ' ', '', 'x'.repeat(10_000), '٣', '🙂',
); // prettier-ignore

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

const schemaLikeBody = fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 8 });

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** The raw bytes of a body, valid JSON or not. */
const bodyText: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 5, arbitrary: schemaLikeBody.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: nasty },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"email":"a\u0000@example.com","password":"p\u0000ssword123"}',
      '{"email":"\\u0000","firstName":"\\u0000","code":"\\u0000"}',
      nested(20),
      nested(100_000),
      JSON.stringify({ pad: 'x'.repeat(150_000) }),
      '{"a":1,"a":2}',
      '{',
      'null',
      '"string"',
      '[]',
    ),
  },
);

const contentTypes = fc.constantFrom(
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1',
  'application/json; charset=bogus', 'application/vnd.api+json', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x', 'text/plain', 'text/xml', 'application/octet-stream', 'bogus',
  '*/*', '',
); // prettier-ignore

const contentEncodings = fc.constantFrom(
  undefined, 'identity', 'gzip', 'deflate', 'br', 'zstd', 'bogus', 'gzip, bogus', 'gzip, gzip',
); // prettier-ignore

/** Values for a `:param`: ordinary ids, encoded NUL and dot segments, broken percent-escapes. */
const paramValues = fc.oneof(
  fc.uuid(),
  fc.stringMatching(/^[a-z0-9-]{1,30}$/),
  fc.constantFrom(
    '%00', 'a%00b', '%2e%2e', '%2e%2e%2f%2e%2e', '..%2f..', '%ZZ', '%', '%C0%AF', '%ED%A0%80',
    '%F0%9F%99%82', encodeURIComponent("' or 1=1 --"), 'x'.repeat(5_000), '0', '-1', 'null',
  ),
); // prettier-ignore

const otherMethods = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'PROPFIND',
  'PURGE',
  'LOCK',
];

function routeRequests(routes: Route[], adminCookie: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(paramValues, { minLength: 4, maxLength: 4 }),
      ownMethod: fc.boolean(),
      otherMethod: fc.constantFrom(...otherMethods),
      query: fc.option(
        fc.dictionary(fc.constantFrom('from', 'to', 'slot', 'page', 'adminUserId', 'q'), paramValues),
      ),
      body: bodyText,
      contentType: fc.option(contentTypes),
      contentEncoding: contentEncodings,
      gzipBody: fc.boolean(),
      cookie: fc.constantFrom(undefined, adminCookie, 'commons_session=bogus', 'commons_session=%00; x=%01'),
      forwardedFor: fc.constantFrom('203.0.113.1', '203.0.113.2', 'not-an-ip', '::1, 10.0.0.1'),
    })
    .map((draw) => {
      let parameter = 0;
      const filled = draw.route.path.replace(/:\w+/g, () => draw.params[parameter++]!);
      const query = draw.query
        ? `?${Object.entries(draw.query)
            .map(([key, value]) => `${key}=${value}`)
            .join('&')}`
        : '';
      const text = draw.body;
      const body = text === undefined ? undefined : draw.gzipBody ? gzipSync(text) : Buffer.from(text);
      const headers: Record<string, string> = {
        'x-forwarded-for': draw.forwardedFor,
        origin: 'http://localhost:3000',
      };
      if (draw.contentType !== null) headers['content-type'] = draw.contentType;
      if (draw.contentEncoding) headers['content-encoding'] = draw.contentEncoding;
      if (draw.cookie) headers.cookie = draw.cookie;
      // Framed explicitly: Node sends a GET's body unframed, which the server reads as a next request.
      if (body) headers['content-length'] = String(body.length);
      return {
        method: draw.ownMethod ? draw.route.methods[0]! : draw.otherMethod,
        path: filled + query,
        headers,
        body,
      };
    });
}

/**
 * Routes on which a request went unanswered in a run of malformed requests: each time on a
 * kept-alive connection right after an oversized body was refused.
 */
const keptAliveRoutes = [
  { method: 'POST', path: '/api/contact' },
  { method: 'POST', path: '/api/auth/sign-in-code' },
  { method: 'POST', path: '/api/ads/1/click' },
  { method: 'PATCH', path: '/api/me' },
];

const oversizedJson = Buffer.from(JSON.stringify({ pad: 'x'.repeat(200_000) }));
/**
 * Over the 100 kB an ordinary API body may have, in each framing its reader refuses differently:
 * by its Content-Length before reading, halfway through its chunks, halfway through zlib (random
 * text does not shrink, so it is still sent in full), or by an encoding no reader takes.
 */
const oversizedBodies = {
  'content-length': { body: oversizedJson },
  chunked: { body: oversizedJson, chunked: true },
  gzip: {
    headers: { 'content-encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ pad: randomBytes(150_000).toString('base64') })),
  },
  zstd: { headers: { 'content-encoding': 'zstd' }, body: oversizedJson },
} satisfies Record<string, Pick<RawRequest, 'headers' | 'body' | 'chunked'>>;

/** JSON escapes naming half a surrogate pair: JSON.parse makes strings UTF-8 cannot encode. */
const loneSurrogateBodies = [
  '{"email":"\\ud800@example.com","name":"\\udfff"}',
  '{"email":"a@example.com","message":"x\\udbff","firstName":"\\ude00"}',
  '{"\\ud800":1,"viewToken":"\\udfff"}',
];

/** One request of a sequence, drawn as names and text so a counterexample reads in a line. */
interface KeptAliveStep {
  route: { method: string; path: string };
  cookie: string | undefined;
  body:
    { oversized: keyof typeof oversizedBodies } | { text: string; chunked: boolean; loneSurrogates: boolean };
}

function rawRequestOf({ route, cookie, body }: KeptAliveStep): RawRequest {
  const framed: Pick<RawRequest, 'headers' | 'body' | 'chunked'> =
    'oversized' in body
      ? oversizedBodies[body.oversized]
      : { body: Buffer.from(body.text), chunked: body.chunked };
  return {
    ...route,
    body: framed.body,
    chunked: framed.chunked,
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'x-forwarded-for': '198.51.100.7',
      ...(cookie ? { cookie } : {}),
      ...framed.headers,
    },
  };
}

function keptAliveSequences(
  adminCookie: string,
): fc.Arbitrary<{ steps: KeptAliveStep[]; pipelined: boolean }> {
  const step = (body: fc.Arbitrary<KeptAliveStep['body']>) =>
    fc.record({
      route: fc.constantFrom(...keptAliveRoutes),
      cookie: fc.constantFrom(undefined, adminCookie),
      body,
    });
  const oversized = fc
    .constantFrom(...(Object.keys(oversizedBodies) as (keyof typeof oversizedBodies)[]))
    .map((framing) => ({ oversized: framing }));
  const followUp = fc.oneof(
    fc.record({
      text: fc.constantFrom(...loneSurrogateBodies),
      chunked: fc.boolean(),
      loneSurrogates: fc.constant(true),
    }),
    fc.record({
      text: bodyText.map((text) => text ?? ''),
      chunked: fc.boolean(),
      loneSurrogates: fc.constant(false),
    }),
    oversized,
  );
  return fc.record({
    steps: fc
      .tuple(step(oversized), fc.array(step(followUp), { minLength: 1, maxLength: 4 }))
      .map(([first, rest]) => [first, ...rest]),
    pipelined: fc.boolean(),
  });
}

/** Well within the request timeout: an answer, or the connection's close, comes at once. */
const promptlyMs = 5_000;

/**
 * Sends the requests in order on one kept-alive connection, all at once when pipelined. An answer
 * that says `Connection: close` must be followed by the close; the requests it left unanswered are
 * sent again on a new connection, as a client would. Every request is answered: a connection that
 * closes without answering its first request, or stays silent, fails.
 */
async function sendKeptAlive(url: string, requests: RawRequest[], pipelined: boolean): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  while (answers.length < requests.length) {
    const connection = await openRawConnection(url);
    let open = true;
    let sent = answers.length;
    const sendNext = () => connection.write(requestBytes(requests[sent++]!));
    if (pipelined) while (sent < requests.length) sendNext();
    else sendNext();
    const firstOnConnection = answers.length;
    while (open && answers.length < requests.length) {
      const answer = await connection.nextAnswer(promptlyMs);
      if (answer === 'closed') {
        expect(answers.length, 'a connection closed without an answer').toBeGreaterThan(firstOnConnection);
        break;
      }
      answers.push(answer);
      if (answer.headers.connection === 'close') {
        expect(await connection.closedWithin(promptlyMs), 'closed after Connection: close').toBe(true);
        open = false;
      } else if (!pipelined && sent < requests.length) sendNext();
    }
    connection.destroy();
  }
  return answers;
}

const leaks =
  /\n\s+at |node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|syntax error|violates|TypeError|ReferenceError/i;

function checkAnswer(fuzz: FuzzRequest, answer: Answer): void {
  const described = `${fuzz.method} ${fuzz.path} -> ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, described).toBeLessThan(500);
  expect(answer.text, described).not.toMatch(leaks);
  if (answer.status < 400 || fuzz.method === 'HEAD') return;
  // Pages for people (the newsletter's confirm and unsubscribe links) answer in HTML, in words.
  if (String(answer.headers['content-type']).startsWith('text/html')) {
    expect(answer.text, described).toMatch(/<h1>[^<]*[a-z]{2,} [a-z]{2,}/i);
    return;
  }
  const body = JSON.parse(answer.text) as { error?: unknown };
  expect(body.error, described).toMatch(/[a-z]{2,} [a-z]{2,}/i);
  if (answer.status === 405) {
    const allow = String(answer.headers.allow);
    expect(allow, described).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
    expect(body.error, described).toBe(`Method not allowed. Allowed: ${allow}`);
  }
}

// One run a test run, on the database CI deploys on (PostgreSQL when TEST_DATABASE_URL is set): the
// routes and middleware are the same on both.
{
  const kind = testDatabaseKinds().at(-1)!;
  describe(`bad input on ${kind}`, () => {
    let app: TestApp;
    let routes: Route[];
    let adminCookie: string;

    beforeAll(async () => {
      app = await startTestApp({
        kind,
        env: {
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          STRIPE_SECRET_KEY: 'sk_test_fuzz',
          STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
          STRIPE_API_URL: 'http://127.0.0.1:9',
        },
      });
      routes = createApiRouter(app.container).stack.map((layer) => ({
        methods: layer.methods.filter((method) => method !== 'HEAD'),
        path: String(layer.path),
      }));
      const login = await fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      adminCookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    }, 60_000);
    afterAll(() => app?.stop());

    it('fuzzes every route the router knows', () => {
      expect(routes.map((route) => route.path)).toEqual(
        expect.arrayContaining(['/api/users', '/api/knowledge/:slug', '/api/ads/:id', '/api/stripe/webhook']),
      );
    });

    it(`answers ${requestsPerRun} generated requests with 4xx or success, never 5xx`, async () => {
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(routeRequests(routes, adminCookie), async (fuzz) => {
          sent += 1;
          checkAnswer(fuzz, await send(app, fuzz));
        }),
        { numRuns: requestsPerRun },
      );
      expect(sent).toBeGreaterThanOrEqual(requestsPerRun);
    }, 120_000);

    it('answers each request on a kept-alive connection after an oversized body, or closes it', async () => {
      await fc.assert(
        fc.asyncProperty(keptAliveSequences(adminCookie), async ({ steps, pipelined }) => {
          const requests = steps.map(rawRequestOf);
          const answers = await sendKeptAlive(app.url, requests, pipelined);
          steps.forEach(({ body }, index) => {
            const { method, path, headers = {}, body: bytes } = requests[index]!;
            const answer = answers[index]!;
            checkAnswer({ method, path, headers, body: bytes }, answer);
            if ('oversized' in body) expect(answer.headers.connection).toBe('close');
            if ('loneSurrogates' in body && body.loneSurrogates) {
              expect(answer.status).toBe(400);
              expect(JSON.parse(answer.text)).toEqual({ error: loneSurrogateMessage });
            }
          });
        }),
        { numRuns: 60 },
      );
    }, 120_000);

    it("says 'Method not allowed' and names the allowed methods", async () => {
      const answer = await send(app, { method: 'PUT', path: '/api/users', headers: {}, body: undefined });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('POST');
      expect(JSON.parse(answer.text)).toEqual({ error: 'Method not allowed. Allowed: POST' });
    });
  });
}
