import {accessSync, constants, statSync} from 'node:fs';
import path from 'node:path';
import {ConfigurationError} from '../../../../website/config/siteEnv.js';

/** The server-only settings of search analytics, read from the environment at start. */
export interface AnalyticsConfig {
  /** Key that unlocks `GET /1/analytics`; null keeps the report closed. */
  adminKey: string | null;
  /** Rows older than this many days are deleted. */
  retentionDays: number;
  /** Where the database lives when not beside the index (SEARCH_ANALYTICS_FILE), e.g. on a persistent volume. */
  file?: string;
}

export const DEFAULT_RETENTION_DAYS = 90;
export const MAX_RETENTION_DAYS = 3650;

type Env = Record<string, string | undefined>;

function adminKey(value: string | undefined): string | null {
  const key = value?.trim();
  if (!key) return null;
  // Long enough that guessing it over HTTP is hopeless, short enough to paste into a header.
  if (!/^[\x21-\x7e]{16,256}$/.test(key)) {
    throw new ConfigurationError('SEARCH_ADMIN_KEY', 'must be 16-256 printable characters without spaces');
  }
  return key;
}

function retentionDays(value: string | undefined): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_RETENTION_DAYS;
  const days = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_RETENTION_DAYS) {
    throw new ConfigurationError(
      'SEARCH_ANALYTICS_RETENTION_DAYS',
      `must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, got "${value}"`,
    );
  }
  return days;
}

function databaseFile(value: string | undefined): {file?: string} {
  const file = value?.trim();
  if (!file) return {};
  if (file.endsWith('/') || file.includes('\0')) {
    throw new ConfigurationError('SEARCH_ANALYTICS_FILE', `must be the path of a file, got "${value}"`);
  }
  const resolved = path.resolve(file);
  checkWritable(resolved);
  return {file: resolved};
}

/**
 * Checked when the configuration is read, before anything is built or started: a wrong path is a mistake to hear
 * about at once, naming the variable, not after the site is built and the server is loading its index.
 */
function checkWritable(file: string): void {
  const problem = (text: string) => new ConfigurationError('SEARCH_ANALYTICS_FILE', `${text} (${file})`);
  const folder = path.dirname(file);
  const folderStat = statSync(folder, {throwIfNoEntry: false});
  if (!folderStat) throw problem(`names a folder that does not exist: create ${folder} first`);
  if (!folderStat.isDirectory()) throw problem(`must be in a folder, but ${folder} is not one`);
  const fileStat = statSync(file, {throwIfNoEntry: false});
  if (fileStat && !fileStat.isFile()) throw problem('must name a file, but names something else');
  try {
    // SQLite writes the database and its journal files (-wal, -shm) beside it: the folder must take new files.
    accessSync(folder, constants.W_OK);
    if (fileStat) accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw problem(`must be writable by this process: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/**
 * Reads `SEARCH_ADMIN_KEY`, `SEARCH_ANALYTICS_RETENTION_DAYS` and `SEARCH_ANALYTICS_FILE`; a bad value names its
 * variable.
 */
export function readAnalyticsConfig(env: Env = process.env): AnalyticsConfig {
  return {
    adminKey: adminKey(env.SEARCH_ADMIN_KEY),
    retentionDays: retentionDays(env.SEARCH_ANALYTICS_RETENTION_DAYS),
    ...databaseFile(env.SEARCH_ANALYTICS_FILE),
  };
}
