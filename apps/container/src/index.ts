export { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
export { readBuildInfo, type BuildInfo } from './build-info.ts';
export { startupWarnings } from './production-readiness.ts';
export { createContainer, type AppContainer, type ContainerOptions } from './create-container.ts';
export { type Token, type Bound } from './tokens.ts';
export { ensureDataDir, prepareDatabase } from './prepare-database.ts';
export { InfrastructureTokens } from './modules/infrastructure.ts';
export { KnowledgeTokens, type PublishedListChanges } from './modules/knowledge.ts';
export { CommunityTokens } from './modules/community.ts';
export { AdTokens } from './modules/ads.ts';
export { AccountTokens } from './modules/accounts.ts';
export { PaymentTokens } from './modules/payments.ts';
export { NewsletterTokens } from './modules/newsletter.ts';
export { SendTokens } from './modules/article-sends.ts';
export { MailTokens } from './modules/mail.ts';
export { MemberSettingsTokens } from './modules/member-settings.ts';
export { AuditTokens } from './modules/audit.ts';
export { MediaTokens } from './modules/media.ts';
export { BackupTokens } from './modules/backups.ts';
export { StaffTokens } from './modules/staff.ts';
export { AuthorTokens } from './modules/authors.ts';
export { InsightsTokens } from './modules/insights.ts';
export { isDatabaseUnavailable } from '@commons/adapters/persistence/database-unavailable';
export { observeBusinessEvents, type BusinessEvents } from './business-events.ts';
export { databasePoolUsage } from '@commons/adapters/persistence/pool-usage';
export {
  readWorkQueueFigures,
  type WorkQueueFigures,
} from '@commons/adapters/persistence/work-queue-figures';
// Drivers reach adapters only through the composition root (see .dependency-cruiser.cjs).
export type { Logger } from '@commons/adapters/system/logger';
export { createAccessLogger, createLogger } from './logger.ts';
export type { SimulatedPaymentGateway } from '@commons/adapters/payments/simulated-payment-gateway';
export type {
  SimulatedCheckout,
  SimulatedInvoice,
  SimulatedPortalSession,
} from '@commons/adapters/payments/simulated-payment-provider';
