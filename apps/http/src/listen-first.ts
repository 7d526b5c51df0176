import http, { type RequestListener, type Server } from 'node:http';

export interface EarlyServer {
  server: Server;
  /** Hands the requests to the app once it is ready; until then they are told to come back. */
  serve(listener: RequestListener): void;
}

/**
 * How long a connection may take over what it sends. A client must finish its request's headers
 * within `headersTimeoutMs` of connecting (or of its previous answer), so a socket that sends
 * nothing is answered 408 and closed instead of holding a descriptor (Node's own check, every
 * `checkIntervalMs`, counts from the connection); `keepAliveTimeoutMs` outlasts the idle timeouts
 * of the proxies in front, which must close an idle connection first.
 */
export interface ConnectionLimits {
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past their headers or request timeout. */
  checkIntervalMs: number;
}

export const defaultConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
} satisfies Omit<ConnectionLimits, 'maxConnections'>;

/**
 * Takes the port before any other start-up work: a busy port must fail the start at once, with no
 * migration run and no worker started. Requests that arrive while the database is being prepared
 * answer 503 with Retry-After, as a load balancer's readiness check expects from a starting instance.
 */
export async function listenFirst(
  port: number,
  limits: ConnectionLimits,
  host?: string,
): Promise<EarlyServer> {
  let handle: RequestListener = (_request, response) => {
    response
      .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', connection: 'close' })
      .end(JSON.stringify({ error: 'The site is starting. Try again in a moment.' }));
  };
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (request, response) => handle(request, response),
  );
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, serve: (listener) => (handle = listener) };
}
