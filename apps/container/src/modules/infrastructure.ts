import { ContainerModule } from 'inversify';
import type { Clock } from '@commons/core/shared/clock';
import type { Random } from '@commons/core/shared/random';
import type { Transactions } from '@commons/core/shared/transactions';
import { databaseIsReachable } from '@commons/adapters/persistence/health';
import type { Orm } from '@commons/adapters/persistence/orm';
import { MikroOrmTransactions, runInDatabaseContext } from '@commons/adapters/persistence/transactions';
import { CryptoRandom } from '@commons/adapters/system/crypto-random';
import type { Logger } from '@commons/adapters/system/logger';
import { SystemClock } from '@commons/adapters/system/system-clock';
import { readBuildInfo, type BuildInfo } from '../build-info.ts';
import type { Config } from '../config.ts';
import { bindFactory, bindValue, token } from '../tokens.ts';

/** Configuration, logging, the database and the ports every feature shares. */
export const InfrastructureTokens = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  /** One line per request; no redaction (see createAccessLogger). */
  AccessLogger: token<Logger>('AccessLogger'),
  Orm: token<Orm>('Orm'),
  /** Runs a unit of work (a request, a command) in its own database context. */
  DatabaseScope: token<<R>(work: () => Promise<R>) => Promise<R>>('DatabaseScope'),
  DatabaseHealth: token<() => Promise<boolean>>('DatabaseHealth'),
  Clock: token<Clock>('Clock'),
  Random: token<Random>('Random'),
  Transactions: token<Transactions>('Transactions'),
  /** The version and commit running; read when first asked for (one git call at most per process). */
  BuildInfo: token<BuildInfo>('BuildInfo'),
};

export const infrastructureModule = new ContainerModule(({ bind }) => {
  const I = InfrastructureTokens;
  bindValue(bind, I.Clock, new SystemClock());
  bindValue(bind, I.Random, new CryptoRandom());
  bind(I.BuildInfo).toDynamicValue(() => readBuildInfo());
  bindFactory(bind, I.Transactions, { orm: I.Orm }, ({ orm }) => new MikroOrmTransactions(orm));
  bindFactory(
    bind,
    I.DatabaseScope,
    { orm: I.Orm },
    ({ orm }) =>
      (work) =>
        runInDatabaseContext(orm, work),
  );
  bindFactory(
    bind,
    I.DatabaseHealth,
    { orm: I.Orm },
    ({ orm }) =>
      () =>
        databaseIsReachable(orm),
  );
});
