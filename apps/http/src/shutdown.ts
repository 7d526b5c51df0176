/**
 * Graceful shutdown: on SIGTERM the instance reports itself unready at once (so a balancer stops
 * sending it traffic) and tells keep-alive clients to go elsewhere; it keeps accepting connections
 * for the drain delay (the balancer's health checks need that long to notice), then stops
 * accepting and lets the requests in flight finish, all within the configured grace period.
 */
import type { Server } from 'node:http';
import type { ParameterizedContext } from 'koa';
import type { AppState } from './context.ts';

export interface ShutdownState {
  readonly draining: boolean;
  beginDraining(): void;
  /**
   * Registers what must stop before the database closes (timers, background dispatchers). Each
   * runs once the requests in flight are done, in the order registered; a failing one does not keep
   * the others from running.
   */
  onStop(stop: () => void | Promise<void>): void;
  runStopHooks(): Promise<void>;
}

export function createShutdownState(): ShutdownState {
  let draining = false;
  const hooks: (() => void | Promise<void>)[] = [];
  return {
    get draining() {
      return draining;
    },
    beginDraining() {
      draining = true;
    },
    onStop(stop) {
      hooks.push(stop);
    },
    async runStopHooks() {
      const stops = hooks.splice(0);
      await Promise.allSettled(stops.map(async (stop) => stop()));
    },
  };
}

/**
 * While draining, readiness answers 503 (and true is returned: the request is answered); liveness
 * stays 200, since the process is still healthy and must not be killed before it has finished.
 */
export function answeredWhileDraining(ctx: ParameterizedContext<AppState>, state: ShutdownState): boolean {
  if (!state.draining || ctx.path !== '/api/health') return false;
  ctx.status = 503;
  ctx.body = { status: 'unavailable', error: 'Shutting down' };
  return true;
}

/**
 * While draining, every answer closes its connection. Checked once the answer is ready: the request
 * may have started before the signal.
 */
export function closeWhileDraining(ctx: ParameterizedContext<AppState>, state: ShutdownState): void {
  if (state.draining) ctx.set('Connection', 'close');
}

/**
 * Stops listening, closes idle keep-alive connections, and waits for the requests in flight. A
 * connection whose request finishes is closed too: by its `Connection: close` answer, or by the
 * sweep below should a client keep it open anyway (a closed server otherwise waits for it until
 * the keep-alive timeout). Past `timeoutMs` the remaining connections are cut. Resolves true when
 * every request finished in time.
 */
export async function closeGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  const closed = new Promise<true>((resolve) => server.close(() => resolve(true)));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const drained = await Promise.race([closed, timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (!drained) server.closeAllConnections();
  return drained;
}

export interface ShutdownTiming {
  /** How long to keep accepting (answering `Connection: close`) before the listener closes. */
  drainMs: number;
  /** The whole shutdown, drain included; past it the requests still running are cut. */
  timeoutMs: number;
}

/**
 * The whole sequence: unready at once, drain, stop accepting and finish what is in flight, then
 * the stop hooks. The caller closes the database afterwards. Resolves false when requests had to be cut.
 */
export async function shutDown(
  server: Server,
  state: ShutdownState,
  timing: ShutdownTiming,
): Promise<boolean> {
  state.beginDraining();
  if (timing.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, timing.drainMs));
  const drained = await closeGracefully(server, Math.max(0, timing.timeoutMs - timing.drainMs));
  await state.runStopHooks();
  return drained;
}
