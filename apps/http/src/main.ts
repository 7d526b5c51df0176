/**
 * The production entry point: reads the configuration, starts the server, prints its URL, and shuts
 * down cleanly on SIGINT/SIGTERM. A bad setting or an unreachable database ends the process with
 * one line on stderr and exit code 1.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, loadDotEnv } from '@commons/container';
import { describeStartupError } from './startup-error.ts';
import { startServer } from './server.ts';

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const rendererFile = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

try {
  loadDotEnv();
  const config = loadConfig();
  const running = await startServer(config, { webRoot, rendererFile });
  process.stdout.write(`\n  ${config.siteName} is running at ${running.url}\n\n`);
  const shutdown = async (signal: NodeJS.Signals) => {
    const drained = await running.close(signal);
    if (!drained) process.stderr.write('Shutdown grace period over: cut the requests still running\n');
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : describeStartupError(error)}\n`);
  process.exit(1);
}
