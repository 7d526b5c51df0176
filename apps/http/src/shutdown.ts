/**
 * Graceful shutdown: on SIGTERM the instance reports itself unready at once (so a balancer stops
 * sending it traffic), stops accepting connections, tells keep-alive clients to go elsewhere, and
 * lets the requests in flight finish, for at most the configured grace period.
 */
import type { Server } from 'node:http';
import type { Middleware } from 'koa';
import type { AppState } from './context.ts';

export interface ShutdownState {
  readonly draining: boolean;
  beginDraining(): void;
}

export function createShutdownState(): ShutdownState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    beginDraining() {
      draining = true;
    },
  };
}

/**
 * While draining, every answer closes its connection and readiness answers 503; liveness stays
 * 200, since the process is still healthy and must not be killed before it has finished.
 */
export function drainConnections(state: ShutdownState): Middleware<AppState> {
  return async (ctx, next) => {
    if (state.draining && ctx.path === '/api/health') {
      ctx.set('Connection', 'close');
      ctx.status = 503;
      ctx.body = { status: 'unavailable', error: 'Shutting down' };
      return;
    }
    try {
      await next();
    } finally {
      // Checked once the answer is ready: the request may have started before the signal.
      if (state.draining) ctx.set('Connection', 'close');
    }
  };
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
