import { businessHistoryContract } from './business-history.contract.ts';
import { InMemoryBusinessHistory } from './in-memory-business-history.ts';

businessHistoryContract('in memory', async () => {
  const history = new InMemoryBusinessHistory();
  return {
    history,
    join: (at, standing) => history.join(at, standing),
    change: (memberId, at, standing) => history.change(memberId, at, standing),
    pay: (memberId, at, cents) => history.pay(memberId, at, cents),
    refund: (memberId, at, cents) => history.refund(memberId, at, cents),
    subscribe: (confirmedAt) => history.subscribe(confirmedAt),
  };
});
