import {readSiteEnv, type SiteEnv} from '../../../website/config/siteEnv.js';
import {readAnalyticsConfig, type AnalyticsConfig} from './analytics/config.js';
import {readListenAddress, type ListenAddress} from './listenAddress.js';
import {readAnswerCacheBytes} from './answerCacheSize.js';
import {readClientWorkBudget} from './clientWorkBudget.js';
import type {RateLimitOptions} from './server/rateLimit.js';
import {readSearchThreads} from './searchThreads.js';

/** Every setting `npm run serve` reads from the environment. */
export interface ServerConfig {
  site: SiteEnv;
  listen: ListenAddress;
  analytics: AnalyticsConfig;
  threads: number;
  answerCacheBytes: number;
  /** Search work per client (`SEARCH_CLIENT_BUDGET`); null when turned off. */
  clientWorkBudget: RateLimitOptions | null;
}

/**
 * Reads and checks them all at once. `npm start` calls it before it builds anything, so a bad value stops it in
 * the first second with the variable's name, not after minutes of building.
 */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return {
    site: readSiteEnv(env),
    listen: readListenAddress(env),
    analytics: readAnalyticsConfig(env),
    threads: readSearchThreads(env),
    answerCacheBytes: readAnswerCacheBytes(env),
    clientWorkBudget: readClientWorkBudget(env),
  };
}
