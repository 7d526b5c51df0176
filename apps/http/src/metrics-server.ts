import http, { type Server } from 'node:http';
import type { Metrics } from './metrics.ts';

/**
 * METRICS_PORT: `GET /metrics` without a token on a port of its own, for a Prometheus on the private
 * network. It listens on METRICS_HOST (loopback by default), so an unset host never publishes it.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
