import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createContainer,
  ensureDataDir,
  prepareDatabase,
  InfrastructureTokens,
  type AppContainer,
  type Config,
} from '@commons/container';
import { createHttpApp } from './app.ts';
import { scheduleHousekeeping } from './housekeeping.ts';

export interface RunningServer {
  url: string;
  container: AppContainer;
  close(): Promise<void>;
}

export interface StartOptions {
  webRoot?: string | undefined;
}

/** Opens the database, brings it up to date, and serves the API and web app on config.port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  await ensureDataDir(config);
  const container = await createContainer(config);
  try {
    await prepareDatabase(container);
  } catch (error) {
    await container.close();
    throw error;
  }
  const stopHousekeeping = scheduleHousekeeping(container);
  const app = createHttpApp(container, options);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(config.port, () => resolve(listening));
  });
  // Slow clients must not hold sockets forever; keep-alive a little longer than typical proxies.
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  container.resolve(InfrastructureTokens.Logger).info({ url }, 'server listening');
  return {
    url,
    container,
    close: async () => {
      stopHousekeeping();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await container.close();
    },
  };
}
