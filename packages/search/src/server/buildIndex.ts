import { existsSync } from 'node:fs';
import {
  DEFAULT_RETENTION_DAYS,
  defaultSearchThreads,
  type AnalyticsConfig,
  type ClientWorkBudget,
  type SearchCredentials,
} from '@bulmatic/config';
import { SearchEngine } from '../engine/engine.js';
import { indexFileFor, readIndexFile } from '../indexFile/file.js';
import { openSqliteAnalyticsStore } from '../analytics/openStore.js';
import type { AnalyticsStore } from '../analytics/store.js';
import { pageUrlsByPath, readPopularity } from './pagePopularity.js';
import type { RateLimitOptions } from './rateLimit.js';
import type { SearchApiOptions } from './searchApi.js';
import type { IndexRecord } from './searchBackend.js';
import { warmUpEngines } from './warmUp.js';
import { workerPoolBackend } from './workerBackend.js';

/** Engines after their warm-up searches (warmUp.ts), as each search worker has them before it takes requests. */
function warmedUp(engines: ReadonlyMap<string, SearchEngine>): ReadonlyMap<string, SearchEngine> {
  warmUpEngines(engines);
  return engines;
}

export type { SearchCredentials };

/** A client's work budget as the search API counts it: `unitsPerSecond`, ten seconds' worth at once. */
export function workBudgetOf({ unitsPerSecond }: ClientWorkBudget): RateLimitOptions {
  return { requests: unitsPerSecond * 10, perMs: 10_000 };
}

/** Analytics on, report closed: what a server gets when its caller says nothing about analytics. */
export const DEFAULT_ANALYTICS_CONFIG: AnalyticsConfig = { adminKey: null, retentionDays: DEFAULT_RETENTION_DAYS };

export interface SearchThreadsOption {
  /**
   * How many worker threads search (`SEARCH_THREADS`); 0 searches in the server's own thread, which is simpler
   * and starts faster but lets one long search hold up every other request. Default: one per available core.
   */
  threads?: number;
  /** Bytes of answers kept by request (`SEARCH_ANSWER_CACHE_MB`, see answerCache.ts); 0 keeps none. Default 0. */
  answerCacheBytes?: number;
  /** Search work per client (`SEARCH_CLIENT_BUDGET`); null turns it off. Default SEARCH_WORK_BUDGET. */
  clientWorkBudget?: ClientWorkBudget | null;
  /**
   * The analytics store, already opened (openAnalyticsStore: PostgreSQL is opened asynchronously); without it the
   * SQLite file of `analytics` is opened here.
   */
  store?: AnalyticsStore;
}

/** An index's pages by path, computed once on the first `trending-items` request rather than at start. */
function popularPageUrls(searchIndex: {
  indexName: string;
  records: readonly { url_without_anchor?: unknown }[];
}): (index: string) => ReadonlyMap<string, string> | undefined {
  let urls: ReadonlyMap<string, string> | undefined;
  return (index) => {
    if (index !== searchIndex.indexName) return undefined;
    urls ??= pageUrlsByPath(searchIndex.records);
    return urls;
  };
}

/** The analytics store of the settings when the caller opened none: the SQLite file. */
function openStore(analytics: AnalyticsConfig, siteRoot: string): AnalyticsStore {
  if (analytics.url !== undefined) throw new Error('PostgreSQL analytics are opened with openAnalyticsStore first');
  return openSqliteAnalyticsStore(analytics, siteRoot);
}

/**
 * Loads the search index written beside a site build, checked against the credentials the site was built with,
 * and opens the analytics database beside it (pass `null` to record nothing). Searches run in a pool of worker
 * threads that each load the index file, unless `threads` is 0. The server given these options closes the pool
 * and the database when it closes.
 */
export function searchApiForBuild(
  siteRoot: string,
  credentials: SearchCredentials,
  analytics: AnalyticsConfig | null = DEFAULT_ANALYTICS_CONFIG,
  { threads = defaultSearchThreads(), answerCacheBytes = 0, clientWorkBudget, store: opened }: SearchThreadsOption = {},
): SearchApiOptions {
  const file = indexFileFor(siteRoot);
  if (!existsSync(file)) throw new Error(`No search index at ${file}: run \`npm run build\` first.`);
  const searchIndex = readIndexFile(file);
  if (searchIndex.indexName !== credentials.indexName) {
    throw new Error(
      `The search index at ${file} is named "${searchIndex.indexName}" but SEARCH_INDEX_NAME is ` +
        `"${credentials.indexName}": rebuild with the same settings.`,
    );
  }
  // Opened before the worker threads start, so a database that cannot be opened stops the start with nothing to undo.
  const store = analytics && (opened ?? openStore(analytics, siteRoot));
  const where =
    threads === 0
      ? { engines: warmedUp(new Map([[searchIndex.indexName, new SearchEngine(searchIndex)]])) }
      : {
          backend: workerPoolBackend({
            // The workers read the same file; this thread keeps only the records (getObject, analytics).
            indexes: new Map([[searchIndex.indexName, { file, records: searchIndex.records as IndexRecord[] }]]),
            threads,
          }),
        };
  return {
    ...where,
    answerCacheBytes,
    ...(clientWorkBudget !== undefined && { searchWorkBudget: clientWorkBudget && workBudgetOf(clientWorkBudget) }),
    appId: credentials.appId,
    apiKey: credentials.apiKey,
    ...(analytics && store && { analytics: { store, adminKey: analytics.adminKey } }),
    // `trending-items` answers from the pages read on this server (or every node, with PostgreSQL).
    ...(store && { pagePopularity: readPopularity(store, popularPageUrls(searchIndex)) }),
  };
}
