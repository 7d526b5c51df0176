import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BackupTokens,
  createContainer,
  databasePoolUsage,
  ensureDataDir,
  observeBusinessEvents,
  prepareDatabase,
  readWorkQueueFigures,
  InfrastructureTokens,
  KnowledgeTokens,
  MailTokens,
  PaymentTokens,
  SendTokens,
  startupWarnings,
  type AppContainer,
  type Config,
} from '@commons/container';
import { createHttpApp } from './app.ts';
import { defaultConnectionLimits, listenFirst, type EarlyServer } from './listen-first.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { scheduleBackups } from './scheduled-backups.ts';
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
   * when requests were still running at the deadline and had to be cut. Logs why (`signal`), whether
   * it drained, and how long it took.
   */
  close(signal?: string): Promise<boolean>;
}

interface Started extends EarlyServer {
  metrics: Metrics;
  metricsServer: Server | undefined;
  container: AppContainer;
  stopBackupSocket: () => Promise<void>;
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
  let stopBackupSocket: () => Promise<void>;
  try {
    metricsServer = config.metrics.port
      ? await startMetricsServer(metrics, config.metrics.port, config.metrics.host)
      : undefined;
    await ensureDataDir(config);
    container = await createContainer(config, {
      override: (bindings) => observeBusinessEvents(bindings, metrics.events),
    });
    await prepareDatabase(container);
    stopBackupSocket = await container.resolve(BackupTokens.startBackupSocket)();
  } catch (error) {
    await container?.close();
    metricsServer?.close();
    server.close();
    throw error;
  }
  return serveApp(config, options, { server, serve, metrics, metricsServer, container, stopBackupSocket });
}

/**
 * Gives the metrics what they read at scrape time: the pool, the background queues (at the app's
 * clock), whether the instance drains, and the build.
 */
export function connectMetrics(
  metrics: Metrics,
  container: AppContainer,
  shutdown: Pick<ShutdownState, 'draining'>,
): void {
  const orm = container.resolve(InfrastructureTokens.Orm);
  const clock = container.resolve(InfrastructureTokens.Clock);
  metrics.readPoolFrom(() => databasePoolUsage(orm));
  metrics.readWorkQueuesFrom(() => readWorkQueueFigures(orm, clock.now()), {
    draining: () => shutdown.draining,
  });
  metrics.describeBuild(container.resolve(InfrastructureTokens.BuildInfo));
}

/** Starts the background workers and hands the port's requests to the app. */
function serveApp(config: Config, options: StartOptions, started: Started): RunningServer {
  const { server, serve, metrics, metricsServer, container, stopBackupSocket } = started;
  const shutdown = createShutdownState();
  connectMetrics(metrics, container, shutdown);
  shutdown.onStop(scheduleHousekeeping(container));
  shutdown.onStop(scheduleBackups(container));
  // `npm run cli -- backup` asks this process for the embedded database's backup (see backup-socket.ts).
  shutdown.onStop(stopBackupSocket);
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
  const logger = container.resolve(InfrastructureTokens.Logger);
  const { version, commit } = container.resolve(InfrastructureTokens.BuildInfo);
  logger.info({ url, port, version, commit, database: config.database.kind }, 'server listening');
  for (const warning of startupWarnings(config)) logger.warn({}, warning);
  return {
    url,
    container,
    shutdown,
    close: async (signal) => {
      const started = performance.now();
      logger.info({ signal }, 'shutting down');
      const drained = await shutDown(server, shutdown, {
        drainMs: config.shutdownDrainMs,
        timeoutMs: config.shutdownTimeoutMs,
      });
      metricsServer?.close();
      logger.info({ signal, drained, ms: Math.round(performance.now() - started) }, 'server stopped');
      await container.close();
      return drained;
    },
  };
}
