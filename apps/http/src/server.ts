import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createContainer,
  databasePoolUsage,
  ensureDataDir,
  observeBusinessEvents,
  prepareDatabase,
  InfrastructureTokens,
  KnowledgeTokens,
  MailTokens,
  PaymentTokens,
  SendTokens,
  type AppContainer,
  type Config,
} from '@commons/container';
import { createHttpApp } from './app.ts';
import { defaultConnectionLimits, listenFirst, type EarlyServer } from './listen-first.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { startMetricsServer } from './metrics-server.ts';
import { createShutdownState, shutDown, type ShutdownState } from './shutdown.ts';

export interface RunningServer {
  url: string;
  container: AppContainer;
  /** Where background work registers its stop (run before the database closes). */
  shutdown: Pick<ShutdownState, 'onStop'>;
  /**
   * Drains (see shutdown.ts) for config.shutdownDrainMs, lets requests finish within
   * config.shutdownTimeoutMs in all, runs the stop hooks, then closes the database. Resolves false
   * when requests were still running at the deadline and had to be cut.
   */
  close(): Promise<boolean>;
}

interface Started extends EarlyServer {
  metrics: Metrics;
  metricsServer: Server | undefined;
  container: AppContainer;
}

export interface StartOptions {
  webRoot?: string | undefined;
  rendererFile?: string | undefined;
}

/** Opens the database, brings it up to date, and serves the API and web app on config.port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const metrics = createMetrics();
  const { server, serve } = await listenFirst(config.port, {
    ...defaultConnectionLimits,
    maxConnections: config.maxConnections,
  });
  let metricsServer: Server | undefined;
  let container: AppContainer | undefined;
  try {
    metricsServer = config.metrics.port
      ? await startMetricsServer(metrics, config.metrics.port, config.metrics.host)
      : undefined;
    await ensureDataDir(config);
    container = await createContainer(config, {
      override: (bindings) => observeBusinessEvents(bindings, metrics.events),
    });
    const orm = container.resolve(InfrastructureTokens.Orm);
    metrics.readPoolFrom(() => databasePoolUsage(orm));
    await prepareDatabase(container);
  } catch (error) {
    await container?.close();
    metricsServer?.close();
    server.close();
    throw error;
  }
  return serveApp(config, options, { server, serve, metrics, metricsServer, container });
}

/** Starts the background workers and hands the port's requests to the app. */
function serveApp(config: Config, options: StartOptions, started: Started): RunningServer {
  const { server, serve, metrics, metricsServer, container } = started;
  const shutdown = createShutdownState();
  shutdown.onStop(scheduleHousekeeping(container));
  // Sends the e-mails the requests store in the outbox; SMTP may be down, the server still serves.
  const mailDispatcher = container.resolve(MailTokens.MailDispatcher);
  mailDispatcher.start();
  shutdown.onStop(() => mailDispatcher.stop());
  // Applies the payment notifications the webhook stored; a slow provider holds up no request.
  const paymentEventWorker = container.resolve(PaymentTokens.PaymentEventWorker);
  paymentEventWorker.start();
  shutdown.onStop(() => paymentEventWorker.stop());
  // Mails the recipients of sent articles, at MAIL_SEND_RATE; a restart resumes where it stopped.
  const sendDeliverer = container.resolve(SendTokens.SendDeliverer);
  sendDeliverer.start();
  shutdown.onStop(() => sendDeliverer.stop());
  // Publishes scheduled articles when their time comes, with no request to trigger it.
  const articlePublisher = container.resolve(KnowledgeTokens.ArticlePublisher);
  articlePublisher.start();
  shutdown.onStop(() => articlePublisher.stop());
  const app = createHttpApp(container, { ...options, shutdown, metrics });
  serve(app.callback());
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  container.resolve(InfrastructureTokens.Logger).info({ url }, 'server listening');
  return {
    url,
    container,
    shutdown,
    close: async () => {
      const drained = await shutDown(server, shutdown, {
        drainMs: config.shutdownDrainMs,
        timeoutMs: config.shutdownTimeoutMs,
      });
      metricsServer?.close();
      await container.close();
      return drained;
    },
  };
}
