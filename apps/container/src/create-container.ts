import { Container, type ContainerModule } from 'inversify';
import type { MailTransport } from '@commons/adapters/mail/mail-transport';
import { openOrm, type Orm } from '@commons/adapters/persistence/orm';
import type { Config } from './config.ts';
import { createAccessLogger, createLogger } from './logger.ts';
import { accountsModule } from './modules/accounts.ts';
import { adsModule } from './modules/ads.ts';
import { auditModule } from './modules/audit.ts';
import { authorsModule } from './modules/authors.ts';
import { backupsModule } from './modules/backups.ts';
import { staffModule } from './modules/staff.ts';
import { infrastructureModule } from './modules/infrastructure.ts';
import { insightsModule } from './modules/insights.ts';
import { communityModule } from './modules/community.ts';
import { knowledgeModule } from './modules/knowledge.ts';
import { mailModule } from './modules/mail.ts';
import { mediaModule } from './modules/media.ts';
import { memberSettingsModule } from './modules/member-settings.ts';
import { newsletterModule } from './modules/newsletter.ts';
import { articleSendsModule, SendTokens } from './modules/article-sends.ts';
import { paymentsModule } from './modules/payments.ts';
import { InfrastructureTokens } from './modules/infrastructure.ts';
import type { Token } from './tokens.ts';

/** Every adapter group; the order does not matter, bindings resolve lazily. */
const modules: ContainerModule[] = [
  infrastructureModule,
  knowledgeModule,
  communityModule,
  adsModule,
  accountsModule,
  paymentsModule,
  newsletterModule,
  articleSendsModule,
  mailModule,
  memberSettingsModule,
  auditModule,
  mediaModule,
  backupsModule,
  staffModule,
  insightsModule,
  authorsModule,
];

export interface AppContainer {
  readonly config: Config;
  resolve<V>(token: Token<V>): V;
  /** Closes the database; the container is unusable afterwards. */
  close(): Promise<void>;
}

export interface ContainerOptions {
  /** Replace bindings after the modules load (tests swap the mailer or the clock, for instance). */
  override?: (container: Container) => void;
}

/** The composition root: opens the database and binds every port to its adapter. */
export async function createContainer(config: Config, options: ContainerOptions = {}): Promise<AppContainer> {
  const logger = createLogger(config);
  const orm: Orm = await openOrm(config.database, config.databaseLimits);
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(InfrastructureTokens.Config).toConstantValue(config);
  container.bind(InfrastructureTokens.Logger).toConstantValue(logger);
  container.bind(InfrastructureTokens.AccessLogger).toConstantValue(createAccessLogger(config));
  container.bind(InfrastructureTokens.Orm).toConstantValue(orm);
  container.load(...modules);
  options.override?.(container);
  return {
    config,
    resolve: <V>(token: Token<V>): V => container.get<V>(token),
    close: async () => {
      // The deliverer's pooled SMTP sessions end with a QUIT, not at the SMTP server's timeout.
      container.get<MailTransport>(SendTokens.ArticleTransport).close?.();
      await orm.close();
    },
  };
}
