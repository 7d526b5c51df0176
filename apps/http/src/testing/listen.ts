import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  server: Server;
  url: string;
  /** Resolves once the server has closed. */
  close(): Promise<void>;
}

/** Serves a Koa app on a free port of 127.0.0.1, for tests that call it over HTTP. */
export async function listenLocally(app: {
  listen(port: number, host: string, listening: () => void): Server;
}): Promise<LocalServer> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
