import type { Middleware } from 'koa';
import type { AppContainer } from '@commons/container';
import { DomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';

/*
 * TODO(accounts issue): the session middleware that reads the session cookie and sets
 * ctx.state.member. These guards are the interface other route groups rely on; the accounts work
 * fills in `authenticate` and keeps these signatures.
 */
export function authenticate(_container: AppContainer): Middleware<AppState> {
  return (_ctx, next) => next();
}

/** 401 without a valid session. */
export function requireMember(): Middleware<AppState> {
  return (ctx, next) => {
    if (!ctx.state.member) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    return next();
  };
}

/** 401 without a session, 403 for a member who is not an admin. */
export function requireAdmin(): Middleware<AppState> {
  return (ctx, next) => {
    if (!ctx.state.member) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    if (!ctx.state.member.isAdmin) throw new DomainError('FORBIDDEN', 'Admin access required');
    return next();
  };
}
