import http, { type RequestListener, type Server } from 'node:http';

export interface EarlyServer {
  server: Server;
  /** Hands the requests to the app once it is ready; until then they are told to come back. */
  serve(listener: RequestListener): void;
}

/**
 * Takes the port before any other start-up work: a busy port must fail the start at once, with no
 * migration run and no worker started. Requests that arrive while the database is being prepared
 * answer 503 with Retry-After, as a load balancer's readiness check expects from a starting instance.
 */
export async function listenFirst(port: number, host?: string): Promise<EarlyServer> {
  let handle: RequestListener = (_request, response) => {
    response
      .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', connection: 'close' })
      .end(JSON.stringify({ error: 'The site is starting. Try again in a moment.' }));
  };
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, serve: (listener) => (handle = listener) };
}
