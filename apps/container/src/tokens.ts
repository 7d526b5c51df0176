import type { ContainerModuleLoadOptions } from 'inversify';
import type { ArticleRepository } from '@commons/core/knowledge/article-repository';
import type { listPublishedArticles } from '@commons/core/knowledge/list-published-articles';
import type { getPublishedArticle } from '@commons/core/knowledge/get-published-article';
import type { Clock } from '@commons/core/shared/clock';
import type { Random } from '@commons/core/shared/random';
import type { Transactions } from '@commons/core/shared/transactions';
import type { Orm } from '@commons/adapters/persistence/orm';
import type { Logger } from '@commons/adapters/system/logger';
import type { Config } from './config.ts';

declare const tokenType: unique symbol;
/** A symbol that remembers the type bound to it, so `resolve` needs no type argument. */
export type Token<T> = symbol & { readonly [tokenType]?: T };
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

/** A use case with its ports already supplied: drivers pass only the command. */
export type Bound<F> = F extends (deps: never, ...args: infer A) => infer R ? (...args: A) => R : never;

/** Infrastructure and ports. */
export const T = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Orm: token<Orm>('Orm'),
  /** Runs a unit of work (a request, a command) in its own database context. */
  DatabaseScope: token<<R>(work: () => Promise<R>) => Promise<R>>('DatabaseScope'),
  DatabaseHealth: token<() => Promise<boolean>>('DatabaseHealth'),
  Clock: token<Clock>('Clock'),
  Random: token<Random>('Random'),
  Transactions: token<Transactions>('Transactions'),
  ArticleRepository: token<ArticleRepository>('ArticleRepository'),
};

/** Use cases, bound to their ports. */
export const U = {
  listPublishedArticles: token<Bound<typeof listPublishedArticles>>('listPublishedArticles'),
  getPublishedArticle: token<Bound<typeof getPublishedArticle>>('getPublishedArticle'),
};

type BindFunction = ContainerModuleLoadOptions['bind'];
type TokenValues<D extends readonly Token<unknown>[]> = {
  [K in keyof D]: D[K] extends Token<infer V> ? V : never;
};

/** Binds a token to a singleton built from other tokens, with the factory's arguments typed. */
export function bindFactory<V, const D extends readonly Token<unknown>[]>(
  bind: BindFunction,
  target: Token<V>,
  dependencies: D,
  factory: (...values: TokenValues<D>) => V,
): void {
  bind<V>(target).toResolvedValue(factory as (...values: unknown[]) => V, [...dependencies]);
}

export function bindValue<V>(bind: BindFunction, target: Token<V>, value: V): void {
  bind<V>(target).toConstantValue(value);
}
