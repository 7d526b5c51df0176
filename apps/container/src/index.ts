export { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
export { createContainer, type AppContainer, type ContainerOptions } from './create-container.ts';
export { T, U, type Token, type Bound } from './tokens.ts';
export { ensureDataDir, prepareDatabase } from './prepare-database.ts';
export { CommunityTokens } from './modules/community.ts';
export { AdTokens } from './modules/ads.ts';
export { AccountTokens } from './modules/accounts.ts';
export { PaymentTokens } from './modules/payments.ts';
export { NewsletterTokens } from './modules/newsletter.ts';
