import type { ParameterizedContext } from 'koa';
import type { Logger } from '@commons/adapters/system/logger';
import type { AppContainer } from '@commons/container';

/** What every request carries, set by the middleware in app.ts. */
export interface AppState {
  requestId: string;
  log: Logger;
}

export type AppContext = ParameterizedContext<AppState> & { container: AppContainer };
