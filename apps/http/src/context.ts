import type { ParameterizedContext } from 'koa';
import type { Logger } from '@commons/container';
import type { AppContainer } from '@commons/container';
import type { MemberView } from '@commons/core/members/member';

/** What every request carries, set by the middleware in app.ts. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The member of a valid session cookie; set by the authentication middleware. */
  member?: MemberView;
}

export type AppContext = ParameterizedContext<AppState> & { container: AppContainer };
