import {STARTUP_CHANGE_NAMES, type StartupChange} from './startupChanges';

/**
 * Reads and validates the environment variables the website is built with.
 *
 * Every value is checked here, once, so a typo fails the build with a message that names the variable instead of
 * producing a site that silently searches the wrong host or links to nowhere.
 */

export interface HostedAlgolia {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnv {
  /** Public origin of the deployed site, used for canonical URLs, feeds and sitemap. */
  siteUrl: string;
  /** Where the source code lives; the navbar and footer link to it. */
  repositoryUrl: string;
  /** Credentials and index the DocSearch widget sends to the search service. */
  search: {appId: string; apiKey: string; indexName: string};
  /** Search nodes the client tries in order; empty means the page's own origin. */
  searchHosts: string[];
  /**
   * Where searches are answered: by the search service (`server`), by the search engine in a Web Worker in the
   * reader's browser (`browser`), or by the service while it answers and by the worker from the first sign that
   * there is none (`auto`, for a build that may be served by a plain static host). Hosted Algolia wins over it.
   */
  searchMode: SearchMode;
  /** Set when the site should use hosted Algolia instead of the embedded search service. */
  hostedAlgolia: HostedAlgolia | null;
  /** Google tag id for page-view analytics; null keeps analytics off. */
  gtagTrackingId: string | null;
  /** Start-up changes this build leaves out (config/startupChanges.ts); empty for a production build. */
  startupOff: ReadonlySet<StartupChange>;
}

export const SEARCH_MODES = ['server', 'browser', 'auto'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export const SITE_ENV_DEFAULTS = {
  SITE_URL: 'http://localhost:3000',
  SITE_REPOSITORY_URL: 'https://github.com/bulmatic/bulmatic',
  SEARCH_APP_ID: 'BULMATIC',
  SEARCH_API_KEY: 'bulmatic-search-only',
  SEARCH_INDEX_NAME: 'bulmatic',
  SEARCH_MODE: 'auto',
} as const;

export class ConfigurationError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigurationError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: keyof typeof SITE_ENV_DEFAULTS): string {
  const value = env[name]?.trim();
  return value ? value : SITE_ENV_DEFAULTS[name];
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(name, `must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(name, `must use http or https, got "${url.protocol}"`);
  }
  return value.replace(/\/+$/, '');
}

// Algolia application ids are upper-case alphanumerics; our own service accepts the same shape so the
// configuration stays interchangeable.
export function appId(name: string, value: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
    throw new ConfigurationError(name, `must be 1-64 letters, digits, "-" or "_", got "${value}"`);
  }
  return value;
}

export function token(name: string, value: string): string {
  if (!/^[\x21-\x7e]{1,256}$/.test(value)) {
    throw new ConfigurationError(name, 'must be 1-256 printable characters without spaces');
  }
  return value;
}

function searchHosts(value: string | null): string[] {
  if (value === null) return [];
  return value
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => httpUrl('SEARCH_HOSTS', host));
}

function searchMode(value: string): SearchMode {
  if (!(SEARCH_MODES as readonly string[]).includes(value)) {
    throw new ConfigurationError('SEARCH_MODE', `must be one of ${SEARCH_MODES.join(', ')}, got "${value}"`);
  }
  return value as SearchMode;
}

function hostedAlgolia(env: Env): HostedAlgolia | null {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const values = names.map((name) => optional(env, name));
  if (values.every((value) => value === null)) return null;
  const missing = names.filter((_, index) => values[index] === null);
  if (missing.length > 0) {
    throw new ConfigurationError(missing[0]!, `is required when any ALGOLIA_* variable is set (missing: ${missing.join(', ')})`);
  }
  return {
    appId: appId('ALGOLIA_APP_ID', values[0]!),
    apiKey: token('ALGOLIA_API_KEY', values[1]!),
    indexName: token('ALGOLIA_INDEX_NAME', values[2]!),
  };
}

function gtagId(value: string | null): string | null {
  if (value === null) return null;
  if (!/^(G|UA|AW|DC)-[A-Z0-9-]{4,}$/.test(value)) {
    throw new ConfigurationError('GTAG_TRACKING_ID', `must look like "G-XXXXXXX", got "${value}"`);
  }
  return value;
}

/** `BULMATIC_STARTUP_OFF`: a comma-separated list of start-up changes to leave out, or `all`. */
function startupOff(value: string | null): ReadonlySet<StartupChange> {
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
}

/**
 * Without SITE_URL, the site's links point where `npm start` serves it: localhost on PORT (when PORT is a port
 * number; a bad PORT is reported by the server's own check).
 */
function localSiteUrl(env: Env): string {
  const port = env.PORT?.trim();
  return port && /^\d{1,5}$/.test(port) && Number(port) <= 65535 ? `http://localhost:${Number(port)}` : SITE_ENV_DEFAULTS.SITE_URL;
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    siteUrl: httpUrl('SITE_URL', optional(env, 'SITE_URL') ?? localSiteUrl(env)),
    repositoryUrl: httpUrl('SITE_REPOSITORY_URL', read(env, 'SITE_REPOSITORY_URL')),
    search: {
      appId: appId('SEARCH_APP_ID', read(env, 'SEARCH_APP_ID')),
      apiKey: token('SEARCH_API_KEY', read(env, 'SEARCH_API_KEY')),
      indexName: token('SEARCH_INDEX_NAME', read(env, 'SEARCH_INDEX_NAME')),
    },
    searchHosts: searchHosts(optional(env, 'SEARCH_HOSTS')),
    searchMode: searchMode(read(env, 'SEARCH_MODE')),
    hostedAlgolia: hostedAlgolia(env),
    gtagTrackingId: gtagId(optional(env, 'GTAG_TRACKING_ID')),
    startupOff: startupOff(optional(env, 'BULMATIC_STARTUP_OFF')),
  };
}
