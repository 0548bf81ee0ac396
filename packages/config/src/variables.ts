/**
 * Every environment variable the site build, the search server and the command-line tools read: what it is, who
 * reads it, its default, and the check that turns its text into a value. `site.ts` and `server.ts` read them
 * through here, and the README's configuration table is generated from this list (table.ts), so what is
 * documented is what is read.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { appId, httpUrl, present, token, wholeNumber, type Env } from './checks.js';
import { ConfigurationError } from './error.js';
import { STARTUP_CHANGE_NAMES, type StartupChange } from './startupChanges.js';

/** Who reads a variable: the site build, the server (`npm start`, `npm run serve`), or one command. */
export type Reader = 'build' | 'server' | 'search:push' | 'search:report' | 'tools';

export interface ConfigVariable<T> {
  /** The variables this entry reads: one row of the table (PORT and HOST, say, are one setting). */
  names: readonly string[];
  readBy: readonly Reader[];
  /** The default as the table shows it, in Markdown. */
  defaultText: string;
  /** What it does, in Markdown: one or two sentences for the table. */
  description: string;
  /** Reads and checks the value; a bad one throws ConfigurationError naming the variable. */
  read(env: Env): T;
}

const variable = <T>(definition: ConfigVariable<T>): ConfigVariable<T> => definition;

export interface ListenAddress {
  port: number;
  host: string;
}

export const LISTEN = variable<ListenAddress>({
  names: ['PORT', 'HOST'],
  readBy: ['server'],
  defaultText: '`3000`, `127.0.0.1`',
  description: 'Where `npm start` and `npm run serve` listen.',
  read(env) {
    const rawPort = present(env, 'PORT') ?? '3000';
    const port = wholeNumber('PORT', rawPort, 0, 65535, 'an integer');
    const host = present(env, 'HOST') ?? '127.0.0.1';
    if (/\s|\//.test(host)) throw new ConfigurationError('HOST', `must be a host name or IP address, got "${host}"`);
    return { port, host };
  },
});

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const SITE_URL = variable<string>({
  names: ['SITE_URL'],
  readBy: ['build'],
  defaultText: '`http://localhost:$PORT` (`3000`)',
  description:
    'Public origin of the deployed site: canonical URLs, sitemap, feeds, the links of the Markdown twins and ' +
    '`llms.txt`. Read at build time: without it, a build made with another `PORT` links to that port; a build ' +
    'already made keeps its links, so rebuild (`npm run build`) after changing either.',
  read(env) {
    const given = present(env, 'SITE_URL');
    if (given) return httpUrl('SITE_URL', given);
    // Where `npm start` serves the build; a bad PORT is the server's to report, and the site keeps its default.
    const port = present(env, 'PORT');
    return port && /^\d{1,5}$/.test(port) && Number(port) <= 65535
      ? `http://localhost:${Number(port)}`
      : DEFAULT_SITE_URL;
  },
});

export const SITE_REPOSITORY_URL = variable<string>({
  names: ['SITE_REPOSITORY_URL'],
  readBy: ['build'],
  defaultText: '`https://github.com/bulmatic/bulmatic`',
  description: 'The source repository the navbar, footer and "edit this page" links point to.',
  read: (env) =>
    httpUrl('SITE_REPOSITORY_URL', present(env, 'SITE_REPOSITORY_URL') ?? 'https://github.com/bulmatic/bulmatic'),
});

export interface SearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export const SEARCH_CREDENTIAL_DEFAULTS: SearchCredentials = {
  appId: 'BULMATIC',
  apiKey: 'bulmatic-search-only',
  indexName: 'bulmatic',
};

export const SEARCH_CREDENTIALS = variable<SearchCredentials>({
  names: ['SEARCH_APP_ID', 'SEARCH_API_KEY', 'SEARCH_INDEX_NAME'],
  readBy: ['build', 'server'],
  defaultText: '`BULMATIC`, `bulmatic-search-only`, `bulmatic`',
  description: "Credentials and index the site's search sends (a search-only key), and the server accepts.",
  read: (env) => ({
    appId: appId('SEARCH_APP_ID', present(env, 'SEARCH_APP_ID') ?? SEARCH_CREDENTIAL_DEFAULTS.appId),
    apiKey: token('SEARCH_API_KEY', present(env, 'SEARCH_API_KEY') ?? SEARCH_CREDENTIAL_DEFAULTS.apiKey),
    indexName: token('SEARCH_INDEX_NAME', present(env, 'SEARCH_INDEX_NAME') ?? SEARCH_CREDENTIAL_DEFAULTS.indexName),
  }),
});

export const SEARCH_HOSTS = variable<string[]>({
  names: ['SEARCH_HOSTS'],
  readBy: ['build', 'server'],
  defaultText: "empty: the page's own origin",
  description:
    'Comma-separated search nodes, e.g. `https://search-1.example.com,https://search-2.example.com`; each page ' +
    'load tries them in its own random order and fails over.',
  read(env) {
    const value = present(env, 'SEARCH_HOSTS');
    if (value === null) return [];
    return value
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean)
      .map((host) => httpUrl('SEARCH_HOSTS', host));
  },
});

export const SEARCH_MODES = ['server', 'browser', 'auto'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export const SEARCH_MODE = variable<SearchMode>({
  names: ['SEARCH_MODE'],
  readBy: ['build'],
  defaultText: '`auto`',
  description:
    "Where searches are answered: `server` (the search service), `browser` (the search engine in a Web Worker in the reader's " +
    'browser, from an index the build writes beside the pages), or `auto`: the service, and the browser from the ' +
    "first sign that the page's origin has none (a 404 or 405 page for the search path, or no answer at all). " +
    'Hosted Algolia wins over all three.',
  read(env) {
    const value = present(env, 'SEARCH_MODE') ?? 'auto';
    if (!(SEARCH_MODES as readonly string[]).includes(value)) {
      throw new ConfigurationError('SEARCH_MODE', `must be one of ${SEARCH_MODES.join(', ')}, got "${value}"`);
    }
    return value as SearchMode;
  },
});

export type HostedAlgolia = SearchCredentials;

export const HOSTED_ALGOLIA = variable<HostedAlgolia | null>({
  names: ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'],
  readBy: ['build', 'server'],
  defaultText: 'unset',
  description:
    'Set all three to use hosted Algolia instead of our own search service (`ALGOLIA_API_KEY` is the search-only ' +
    'key every page carries).',
  read(env) {
    const names = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
    const values = names.map((name) => present(env, name));
    if (values.every((value) => value === null)) return null;
    const missing = names.filter((_, index) => values[index] === null);
    if (missing.length > 0) {
      throw new ConfigurationError(
        missing[0]!,
        `is required when any ALGOLIA_* variable is set (missing: ${missing.join(', ')})`,
      );
    }
    return {
      appId: appId('ALGOLIA_APP_ID', values[0]!),
      apiKey: token('ALGOLIA_API_KEY', values[1]!),
      indexName: token('ALGOLIA_INDEX_NAME', values[2]!),
    };
  },
});

export const ALGOLIA_ADMIN_API_KEY = variable<string | null>({
  names: ['ALGOLIA_ADMIN_API_KEY'],
  readBy: ['search:push'],
  defaultText: 'unset',
  description: 'A key allowed to write the Algolia index, for `npm run search:push` only. Never the search-only key.',
  read(env) {
    const key = present(env, 'ALGOLIA_ADMIN_API_KEY');
    return key === null ? null : token('ALGOLIA_ADMIN_API_KEY', key);
  },
});

export const GTAG_TRACKING_ID = variable<string | null>({
  names: ['GTAG_TRACKING_ID'],
  readBy: ['build', 'server'],
  defaultText: 'unset',
  description: 'Google tag id (`G-...`) for page-view analytics with anonymised IPs; off when unset.',
  read(env) {
    const value = present(env, 'GTAG_TRACKING_ID');
    if (value === null) return null;
    if (!/^(G|UA|AW|DC)-[A-Z0-9-]{4,}$/.test(value)) {
      throw new ConfigurationError('GTAG_TRACKING_ID', `must look like "G-XXXXXXX", got "${value}"`);
    }
    return value;
  },
});

export const STARTUP_OFF = variable<ReadonlySet<StartupChange>>({
  names: ['BULMATIC_STARTUP_OFF'],
  readBy: ['build'],
  defaultText: 'unset: every change on',
  description:
    `Start-up changes to leave out of a build, comma-separated (${STARTUP_CHANGE_NAMES.map((name) => `\`${name}\``).join(', ')}) ` +
    'or `all`: for `npm run bench:lighthouse`, which measures what each one earns. See docs/architecture.md.',
  read(env) {
    const value = present(env, 'BULMATIC_STARTUP_OFF');
    if (value === null) return new Set();
    if (value === 'all') return new Set(STARTUP_CHANGE_NAMES);
    const names = value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    for (const name of names) {
      if (!(STARTUP_CHANGE_NAMES as string[]).includes(name)) {
        throw new ConfigurationError(
          'BULMATIC_STARTUP_OFF',
          `names no start-up change: "${name}" (known: ${STARTUP_CHANGE_NAMES.join(', ')}, or all)`,
        );
      }
    }
    return new Set(names as StartupChange[]);
  },
});

export const SITE_ROOT = variable<string | null>({
  names: ['SITE_ROOT'],
  readBy: ['server', 'search:push', 'tools'],
  defaultText: '`website/build`',
  description:
    'The site build the server serves and the search commands read (`npm run serve`, `search:push`, `npm run mcp`); ' +
    'its search index and analytics database sit beside it.',
  read: (env) => {
    const value = present(env, 'SITE_ROOT');
    return value === null ? null : path.resolve(value);
  },
});

export const SEARCH_ADMIN_KEY = variable<string | null>({
  names: ['SEARCH_ADMIN_KEY'],
  readBy: ['server'],
  defaultText: 'unset: report closed',
  description:
    'The key (16-256 printable characters) that unlocks `GET /1/analytics`. Send it as `x-search-admin-key` or ' +
    '`Authorization: Bearer`.',
  read(env) {
    const key = present(env, 'SEARCH_ADMIN_KEY');
    if (key === null) return null;
    // Long enough that guessing it over HTTP is hopeless, short enough to paste into a header.
    if (!/^[\x21-\x7e]{16,256}$/.test(key)) {
      throw new ConfigurationError('SEARCH_ADMIN_KEY', 'must be 16-256 printable characters without spaces');
    }
    return key;
  },
});

export const DEFAULT_RETENTION_DAYS = 90;
export const MAX_RETENTION_DAYS = 3650;

export const SEARCH_ANALYTICS_RETENTION_DAYS = variable<number>({
  names: ['SEARCH_ANALYTICS_RETENTION_DAYS'],
  readBy: ['server'],
  defaultText: `\`${DEFAULT_RETENTION_DAYS}\``,
  description: `Searches, search events and page feedback older than this many days (1-${MAX_RETENTION_DAYS}) are deleted.`,
  read(env) {
    const raw = present(env, 'SEARCH_ANALYTICS_RETENTION_DAYS');
    if (raw === null) return DEFAULT_RETENTION_DAYS;
    return wholeNumber('SEARCH_ANALYTICS_RETENTION_DAYS', raw, 1, MAX_RETENTION_DAYS, 'a whole number of days');
  },
});

/**
 * Checked when the configuration is read, before anything is built or started: a wrong path is a mistake to hear
 * about at once, naming the variable, not after the site is built and the server is loading its index.
 */
function checkWritable(file: string): void {
  const problem = (text: string) => new ConfigurationError('SEARCH_ANALYTICS_FILE', `${text} (${file})`);
  const folder = path.dirname(file);
  const folderStat = statSync(folder, { throwIfNoEntry: false });
  if (!folderStat) throw problem(`names a folder that does not exist: create ${folder} first`);
  if (!folderStat.isDirectory()) throw problem(`must be in a folder, but ${folder} is not one`);
  const fileStat = statSync(file, { throwIfNoEntry: false });
  if (fileStat && !fileStat.isFile()) throw problem('must name a file, but names something else');
  try {
    // SQLite writes the database and its journal files (-wal, -shm) beside it: the folder must take new files.
    accessSync(folder, constants.W_OK);
    if (fileStat) accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw problem(
      `must be writable by this process: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

export const SEARCH_ANALYTICS_FILE = variable<string | null>({
  names: ['SEARCH_ANALYTICS_FILE'],
  readBy: ['server', 'search:report'],
  defaultText: '`website/search-analytics.sqlite`',
  description:
    'Where the analytics database lives, e.g. on a persistent volume. Its folder must exist and be writable; ' +
    '`npm start` checks this before it builds.',
  read(env) {
    const file = present(env, 'SEARCH_ANALYTICS_FILE');
    if (file === null) return null;
    if (file.endsWith('/') || file.includes('\0')) {
      throw new ConfigurationError('SEARCH_ANALYTICS_FILE', `must be the path of a file, got "${file}"`);
    }
    const resolved = path.resolve(file);
    checkWritable(resolved);
    return resolved;
  },
});

export const SEARCH_ANALYTICS_URL = variable<string | null>({
  names: ['SEARCH_ANALYTICS_URL'],
  readBy: ['server', 'search:report'],
  defaultText: 'unset: SQLite',
  description:
    'A PostgreSQL connection URL (`postgres://user:password@host:5432/database`): the analytics of every node in ' +
    'one database instead of a SQLite file per node. Its tables are made at start. Not together with ' +
    '`SEARCH_ANALYTICS_FILE`.',
  read(env) {
    const raw = present(env, 'SEARCH_ANALYTICS_URL');
    if (raw === null) return null;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigurationError('SEARCH_ANALYTICS_URL', 'must be a postgres:// URL');
    }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
      throw new ConfigurationError('SEARCH_ANALYTICS_URL', `must be a postgres:// URL, got "${url.protocol}"`);
    }
    if (present(env, 'SEARCH_ANALYTICS_FILE') !== null) {
      throw new ConfigurationError(
        'SEARCH_ANALYTICS_URL',
        'and SEARCH_ANALYTICS_FILE name two stores: set one of them',
      );
    }
    return raw;
  },
});

/** One search worker per core the process may use: search is CPU work and the threads share nothing. */
export function defaultSearchThreads(): number {
  return Math.max(1, os.availableParallelism());
}

export const SEARCH_THREADS = variable<number>({
  names: ['SEARCH_THREADS'],
  readBy: ['server'],
  defaultText: 'one per core',
  description: 'Worker threads that answer searches (a positive integer), while the main thread serves pages.',
  read(env) {
    const raw = present(env, 'SEARCH_THREADS');
    if (raw === null) return defaultSearchThreads();
    return wholeNumber('SEARCH_THREADS', raw, 1, 1024, 'a positive integer');
  },
});

export const DEFAULT_ANSWER_CACHE_MB = 32;

export const SEARCH_ANSWER_CACHE_MB = variable<number>({
  names: ['SEARCH_ANSWER_CACHE_MB'],
  readBy: ['server'],
  defaultText: `\`${DEFAULT_ANSWER_CACHE_MB}\``,
  description:
    'MiB of search answers kept by request (`0` for none), so that a search readers have made before (every ' +
    'prefix of a popular query) is answered without searching again.',
  read(env) {
    const raw = present(env, 'SEARCH_ANSWER_CACHE_MB');
    const megabytes =
      raw === null
        ? DEFAULT_ANSWER_CACHE_MB
        : wholeNumber('SEARCH_ANSWER_CACHE_MB', raw, 0, 65536, 'a whole number of MiB');
    return megabytes * 1024 * 1024;
  },
});

/** A client's search work budget: `units` a second, ten seconds' worth at once. */
export interface ClientWorkBudget {
  unitsPerSecond: number;
}

export const DEFAULT_CLIENT_WORK_PER_SECOND = 20_000;

export const SEARCH_CLIENT_BUDGET = variable<ClientWorkBudget | null>({
  names: ['SEARCH_CLIENT_BUDGET'],
  readBy: ['server'],
  defaultText: `\`${DEFAULT_CLIENT_WORK_PER_SECOND}\``,
  description:
    'Search work units (about a kilobyte of answer each, or 250 steps of the engine) one client (an address, or an ' +
    "IPv6 /64) may spend a second, with ten seconds' worth at once; past it the client gets 429 with `Retry-After`. " +
    '`0` turns the budget off (load tests whose readers all share one address).',
  read(env) {
    const raw = present(env, 'SEARCH_CLIENT_BUDGET');
    if (raw === null) return { unitsPerSecond: DEFAULT_CLIENT_WORK_PER_SECOND };
    const units = wholeNumber('SEARCH_CLIENT_BUDGET', raw, 0, 100_000_000, 'a whole number of work units a second');
    return units === 0 ? null : { unitsPerSecond: units };
  },
});

/**
 * Who may say where a request came from. Fastify's `trustProxy`: false, a hop count, or the proxies' addresses
 * (with proxy-addr's names `loopback`, `linklocal` and `uniquelocal`). `true` is not offered: it believes any
 * client's `X-Forwarded-For`, so a client could pick the address its budgets are counted under.
 */
export type TrustedProxies = false | number | readonly string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddress(entry: string): string {
  if (PROXY_ADDRESS_NAMES.has(entry)) return entry;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const maxPrefix = family === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
  if (family === 0 || !prefixOk || rest.length > 0) {
    throw new ConfigurationError(
      'TRUST_PROXY',
      `must be a hop count, or addresses and CIDR ranges separated by commas (or loopback, linklocal, uniquelocal), got "${entry.slice(0, 100)}"`,
    );
  }
  return entry;
}

export const TRUST_PROXY = variable<TrustedProxies>({
  names: ['TRUST_PROXY'],
  readBy: ['server'],
  defaultText: 'unset: no proxy',
  description:
    'The reverse proxies in front of the server, whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed: ' +
    'addresses and CIDR ranges separated by commas (`127.0.0.1,10.0.0.0/8`, or `loopback`), or a hop count. Rate ' +
    "limits and budgets then count the reader's address, not the proxy's; the header from any other peer is ignored.",
  read(env) {
    const raw = present(env, 'TRUST_PROXY');
    if (raw === null) return false;
    if (/^\d+$/.test(raw)) return wholeNumber('TRUST_PROXY', raw, 1, 32, 'a hop count');
    if (raw === 'true' || raw === 'false') {
      throw new ConfigurationError(
        'TRUST_PROXY',
        `must name the proxies (addresses, CIDR ranges or a hop count), not "${raw}": trusting every peer lets any client choose its address`,
      );
    }
    return raw.split(',').map((entry) => proxyAddress(entry.trim()));
  },
});

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 5000;

export const SHUTDOWN_TIMEOUT_MS = variable<number>({
  names: ['SHUTDOWN_TIMEOUT_MS'],
  readBy: ['server'],
  defaultText: `\`${DEFAULT_SHUTDOWN_TIMEOUT_MS}\``,
  description:
    'On SIGTERM or SIGINT the server stops taking connections and gives the requests in flight this many ' +
    'milliseconds to finish, then writes the waiting search log, closes the analytics store and exits. A second ' +
    'signal exits at once.',
  read(env) {
    const raw = present(env, 'SHUTDOWN_TIMEOUT_MS');
    if (raw === null) return DEFAULT_SHUTDOWN_TIMEOUT_MS;
    return wholeNumber('SHUTDOWN_TIMEOUT_MS', raw, 0, 600_000, 'a whole number of milliseconds');
  },
});

/** Every variable, in the order the configuration table lists them. */
export const CONFIGURATION: readonly ConfigVariable<unknown>[] = [
  LISTEN,
  SITE_URL,
  SITE_REPOSITORY_URL,
  SEARCH_CREDENTIALS,
  SEARCH_HOSTS,
  SEARCH_MODE,
  HOSTED_ALGOLIA,
  ALGOLIA_ADMIN_API_KEY,
  GTAG_TRACKING_ID,
  STARTUP_OFF,
  SITE_ROOT,
  SEARCH_ADMIN_KEY,
  SEARCH_ANALYTICS_RETENTION_DAYS,
  SEARCH_ANALYTICS_FILE,
  SEARCH_ANALYTICS_URL,
  SEARCH_THREADS,
  SEARCH_ANSWER_CACHE_MB,
  SEARCH_CLIENT_BUDGET,
  TRUST_PROXY,
  SHUTDOWN_TIMEOUT_MS,
];
