/**
 * The analytics store the settings ask for: PostgreSQL when SEARCH_ANALYTICS_URL is set (every node writes to one
 * database), else the SQLite file SEARCH_ANALYTICS_FILE names or the one beside the site's search index. A
 * database that cannot be opened stops the start, naming the setting that points at it.
 */
import { ConfigurationError, type AnalyticsConfig } from '@bulmatic/config';
import { analyticsFileFor } from './database.js';
import { PostgresAnalyticsStore } from './postgres/store.js';
import { SqliteAnalyticsStore } from './sqliteStore.js';
import type { AnalyticsStore, AnalyticsStoreOptions } from './store.js';

type StoreSettings = Omit<AnalyticsStoreOptions, 'retentionDays'>;

/** The SQLite store of the settings; synchronous, for callers that build a server without awaiting. */
export function openSqliteAnalyticsStore(
  config: AnalyticsConfig,
  siteRoot: string,
  settings: StoreSettings = {},
): SqliteAnalyticsStore {
  const file = config.file ?? analyticsFileFor(siteRoot);
  try {
    return new SqliteAnalyticsStore({ ...settings, file, retentionDays: config.retentionDays });
  } catch (error) {
    if (config.file === undefined) throw error;
    throw new ConfigurationError('SEARCH_ANALYTICS_FILE', `cannot be opened: ${(error as Error).message}`);
  }
}

/** The store of the settings, its schema migrated (PostgreSQL) and its expired rows pruned. */
export async function openAnalyticsStore(
  config: AnalyticsConfig,
  siteRoot: string,
  settings: StoreSettings = {},
): Promise<AnalyticsStore> {
  if (config.url === undefined) return openSqliteAnalyticsStore(config, siteRoot, settings);
  try {
    return await PostgresAnalyticsStore.open({ ...settings, url: config.url, retentionDays: config.retentionDays });
  } catch (error) {
    throw new ConfigurationError('SEARCH_ANALYTICS_URL', `cannot be used: ${(error as Error).message}`);
  }
}
