import { ContainerModule } from 'inversify';
import { databaseIsReachable } from '@commons/adapters/persistence/health';
import { MikroOrmTransactions, runInDatabaseContext } from '@commons/adapters/persistence/transactions';
import { CryptoRandom } from '@commons/adapters/system/crypto-random';
import { SystemClock } from '@commons/adapters/system/system-clock';
import { bindFactory, bindValue, T } from '../tokens.ts';

export const infrastructureModule = new ContainerModule(({ bind }) => {
  bindValue(bind, T.Clock, new SystemClock());
  bindValue(bind, T.Random, new CryptoRandom());
  bindFactory(bind, T.Transactions, [T.Orm], (orm) => new MikroOrmTransactions(orm));
  bindFactory(bind, T.DatabaseScope, [T.Orm], (orm) => (work) => runInDatabaseContext(orm, work));
  bindFactory(bind, T.DatabaseHealth, [T.Orm], (orm) => () => databaseIsReachable(orm));
});
