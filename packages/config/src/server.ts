/**
 * The settings the search server and the search commands read, each read and checked before anything is built or
 * started: `npm start` reads them all in its first second, so a bad value stops it naming the variable.
 */
import { appId, token, type Env } from './checks.js';
import { ConfigurationError } from './error.js';
import { readSiteEnv, type SiteEnv } from './site.js';
import {
  ALGOLIA_ADMIN_API_KEY,
  LISTEN,
  SEARCH_ADMIN_KEY,
  SEARCH_ANALYTICS_FILE,
  SEARCH_ANALYTICS_RETENTION_DAYS,
  SEARCH_ANALYTICS_URL,
  SEARCH_ANSWER_CACHE_MB,
  SEARCH_CLIENT_BUDGET,
  SEARCH_THREADS,
  SHUTDOWN_TIMEOUT_MS,
  TRUST_PROXY,
  type ClientWorkBudget,
  type TrustedProxies,
  type ListenAddress,
} from './variables.js';

/** The server-only settings of search analytics. */
export interface AnalyticsConfig {
  /** Key that unlocks `GET /1/analytics`; null keeps the report closed. */
  adminKey: string | null;
  /** Rows older than this many days are deleted. */
  retentionDays: number;
  /** Where the database lives when not beside the index (SEARCH_ANALYTICS_FILE), e.g. on a persistent volume. */
  file?: string;
  /** A PostgreSQL connection URL (SEARCH_ANALYTICS_URL): every node's analytics in one database. */
  url?: string;
}

export function readAnalyticsConfig(env: Env = process.env): AnalyticsConfig {
  const file = SEARCH_ANALYTICS_FILE.read(env);
  const url = SEARCH_ANALYTICS_URL.read(env);
  return {
    adminKey: SEARCH_ADMIN_KEY.read(env),
    retentionDays: SEARCH_ANALYTICS_RETENTION_DAYS.read(env),
    ...(file !== null && { file }),
    ...(url !== null && { url }),
  };
}

/** Every setting `npm run serve` reads. */
export interface ServerConfig {
  site: SiteEnv;
  listen: ListenAddress;
  analytics: AnalyticsConfig;
  threads: number;
  answerCacheBytes: number;
  /** Search work per client (`SEARCH_CLIENT_BUDGET`); null when turned off. */
  clientWorkBudget: ClientWorkBudget | null;
  /** The proxies whose forwarded addresses are believed (TRUST_PROXY), in Fastify's trustProxy form. */
  trustProxy: TrustedProxies;
  /** How long requests in flight get to finish on SIGTERM/SIGINT (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  return {
    site: readSiteEnv(env),
    listen: LISTEN.read(env),
    analytics: readAnalyticsConfig(env),
    threads: SEARCH_THREADS.read(env),
    answerCacheBytes: SEARCH_ANSWER_CACHE_MB.read(env),
    clientWorkBudget: SEARCH_CLIENT_BUDGET.read(env),
    trustProxy: TRUST_PROXY.read(env),
    shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS.read(env),
  };
}

/** What `search:push` needs to write to a hosted Algolia index. */
export interface PushCredentials {
  appId: string;
  /** A key with the addObject, deleteIndex and editSettings rights: never the site's search-only key. */
  adminApiKey: string;
  indexName: string;
}

/**
 * The push credentials, checked with the same rules the site applies to its own ALGOLIA_* variables, so a value
 * the site would reject at build time is rejected here too.
 */
export function readPushCredentials(env: Env = process.env): PushCredentials {
  const required = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigurationError(missing[0]!, `is required by search:push (missing: ${missing.join(', ')})`);
  }
  const adminApiKey = ALGOLIA_ADMIN_API_KEY.read(env)!;
  // The search key is public (it ships in every page); a write key equal to it would mean either the site exposes
  // a write key or the push is about to fail on every request.
  if (adminApiKey === env.ALGOLIA_API_KEY?.trim()) {
    throw new ConfigurationError(
      'ALGOLIA_ADMIN_API_KEY',
      'must be a write key, not the search-only ALGOLIA_API_KEY the site is built with',
    );
  }
  return {
    appId: appId('ALGOLIA_APP_ID', env.ALGOLIA_APP_ID!.trim()),
    adminApiKey,
    indexName: token('ALGOLIA_INDEX_NAME', env.ALGOLIA_INDEX_NAME!.trim()),
  };
}
