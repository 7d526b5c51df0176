import { newsletterSubscribersContract } from '@commons/core/newsletter/testing/newsletter-subscribers.contract';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmNewsletterSubscribers } from './mikro-orm-newsletter-subscribers.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  newsletterSubscribersContract(`MikroORM on ${kind}`, async () => {
    await truncateAll(orm());
    return perCallContext(orm(), new MikroOrmNewsletterSubscribers(orm().em));
  });
}
