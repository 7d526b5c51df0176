import Koa, { type Middleware } from 'koa';
import { createLogger } from '@commons/container';
import type { AppState } from '../context.ts';
import { apiGuards } from '../middleware/api-guards.ts';
import { requestFrame } from '../middleware/request-frame.ts';
import { listenLocally, type LocalServer } from './listen.ts';

/**
 * The steps every API request meets before its route (the request frame and the API guards, as
 * app.ts orders them), in front of one test handler: for tests of how a body is read and refused,
 * answered as the server would answer it.
 */
export function listenGuardedApi(handler: Middleware<AppState>): Promise<LocalServer> {
  const app = new Koa<AppState>();
  app.silent = true;
  app.use(requestFrame({ logger: createLogger({ logLevel: 'silent' }), https: false }));
  app.use(apiGuards('http://127.0.0.1'));
  app.use(handler);
  return listenLocally(app);
}
