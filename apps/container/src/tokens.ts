import type { ContainerModuleLoadOptions } from 'inversify';

declare const tokenType: unique symbol;
/** A symbol that remembers the type bound to it, so `resolve` needs no type argument. */
export type Token<T> = symbol & { readonly [tokenType]?: T };
export const token = <T>(description: string): Token<T> => Symbol(description) as Token<T>;

// `never` parameters accept every function: a use case's deps and arguments are read off its type.
type UseCase = (deps: never, ...args: never[]) => unknown;
type DepsOf<F> = F extends (deps: infer D, ...args: never[]) => unknown ? D : never;

/** A use case with its ports already supplied: drivers pass only the command. */
export type Bound<F> = F extends (deps: never, ...args: infer A) => infer R ? (...args: A) => R : never;

/** The token of a bound use case, named after the function, its type derived from it. */
export const useCaseToken = <F extends UseCase>(useCase: F): Token<Bound<F>> => token<Bound<F>>(useCase.name);

/** For each named dependency, the token that supplies it. */
export type TokensOf<D> = { readonly [K in keyof D]-?: Token<D[K]> };

type BindFunction = ContainerModuleLoadOptions['bind'];

/**
 * Binds a token to a singleton built from named dependencies: `build` receives an object with the
 * same keys as `dependencies`, each resolved from its token.
 */
export function bindFactory<V, D extends object>(
  bind: BindFunction,
  target: Token<V>,
  dependencies: TokensOf<D>,
  build: (deps: D) => V,
): void {
  const names = Object.keys(dependencies) as (keyof D & string)[];
  bind<V>(target).toResolvedValue(
    (...values: unknown[]) => build(Object.fromEntries(names.map((name, i) => [name, values[i]])) as D),
    names.map((name) => dependencies[name]),
  );
}

/**
 * Binds a use case in one call: `dependencies` names a token for each key of the use case's `deps`
 * parameter (checked at compile time), and the token resolves to the use case with them supplied.
 * Give each use case its own object literal: TypeScript refuses a key the use case does not declare
 * only in a literal, so an object shared between use cases would hand them ports they never asked for.
 */
export function bindUseCase<F extends UseCase>(
  bind: BindFunction,
  target: Token<Bound<F>>,
  useCase: F,
  dependencies: TokensOf<DepsOf<F>>,
): void {
  const call = useCase as unknown as (deps: object, ...args: unknown[]) => unknown;
  bindFactory(
    bind,
    target,
    dependencies as TokensOf<object>,
    (deps) => ((...args: unknown[]) => call(deps, ...args)) as Bound<F>,
  );
}

export function bindValue<V>(bind: BindFunction, target: Token<V>, value: V): void {
  bind<V>(target).toConstantValue(value);
}
