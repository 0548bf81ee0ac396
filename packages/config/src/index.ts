/**
 * Every environment variable Bulmatic reads, in one schema (variables.ts): the site build reads `readSiteEnv`, the
 * server and the search commands `readServerConfig` and `readPushCredentials`, and the README's table is generated
 * from the same list. A bad value throws ConfigurationError naming the variable.
 */
export { ConfigurationError } from './error.js';
export { appId, token, type Env } from './checks.js';
export { STARTUP_CHANGES, STARTUP_CHANGE_NAMES, type StartupChange } from './startupChanges.js';
export {
  CONFIGURATION,
  DEFAULT_ANSWER_CACHE_MB,
  DEFAULT_CLIENT_WORK_PER_SECOND,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  DEFAULT_SITE_URL,
  MAX_RETENTION_DAYS,
  SEARCH_CREDENTIAL_DEFAULTS,
  SEARCH_MODES,
  defaultSearchThreads,
  type ClientWorkBudget,
  type ConfigVariable,
  type HostedAlgolia,
  type ListenAddress,
  type Reader,
  type SearchCredentials,
  type SearchMode,
  type TrustedProxies,
} from './variables.js';
// The variables themselves, for the code and tests that read one of them alone.
export {
  ALGOLIA_ADMIN_API_KEY,
  GTAG_TRACKING_ID,
  HOSTED_ALGOLIA,
  LISTEN,
  SEARCH_ADMIN_KEY,
  SEARCH_ANALYTICS_FILE,
  SEARCH_ANALYTICS_RETENTION_DAYS,
  SEARCH_ANALYTICS_URL,
  SEARCH_ANSWER_CACHE_MB,
  SEARCH_CLIENT_BUDGET,
  SEARCH_CREDENTIALS,
  SEARCH_HOSTS,
  SEARCH_MODE,
  SEARCH_THREADS,
  SHUTDOWN_TIMEOUT_MS,
  SITE_REPOSITORY_URL,
  SITE_ROOT,
  SITE_URL,
  STARTUP_OFF,
  TRUST_PROXY,
} from './variables.js';
export { readSiteEnv, type SiteEnv } from './site.js';
export {
  readAnalyticsConfig,
  readPushCredentials,
  readServerConfig,
  type AnalyticsConfig,
  type PushCredentials,
  type ServerConfig,
} from './server.js';
export { configurationTable } from './table.js';
