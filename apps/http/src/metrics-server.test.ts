import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { createMetrics } from './metrics.ts';
import { startMetricsServer } from './metrics-server.ts';

describe('startMetricsServer', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('listens on the host it is given, so the default loopback keeps the tokenless series private', async () => {
    server = await startMetricsServer(createMetrics(), 0, '127.0.0.1');
    const { address, port } = server.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('nodejs_eventloop_lag_seconds');
  });
});
