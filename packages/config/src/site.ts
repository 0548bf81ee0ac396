/** The settings the website is built with, read and checked at once so a typo fails the build naming the variable. */
import type { Env } from './checks.js';
import type { StartupChange } from './startupChanges.js';
import {
  GTAG_TRACKING_ID,
  HOSTED_ALGOLIA,
  SEARCH_CREDENTIALS,
  SEARCH_HOSTS,
  SEARCH_MODE,
  SITE_REPOSITORY_URL,
  SITE_URL,
  STARTUP_OFF,
  type HostedAlgolia,
  type SearchCredentials,
  type SearchMode,
} from './variables.js';

export interface SiteEnv {
  /** Public origin of the deployed site, used for canonical URLs, feeds and sitemap. */
  siteUrl: string;
  /** Where the source code lives; the navbar and footer link to it. */
  repositoryUrl: string;
  /** Credentials and index the DocSearch widget sends to the search service. */
  search: SearchCredentials;
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
  /** Start-up changes this build leaves out (startupChanges.ts); empty for a production build. */
  startupOff: ReadonlySet<StartupChange>;
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    siteUrl: SITE_URL.read(env),
    repositoryUrl: SITE_REPOSITORY_URL.read(env),
    search: SEARCH_CREDENTIALS.read(env),
    searchHosts: SEARCH_HOSTS.read(env),
    searchMode: SEARCH_MODE.read(env),
    hostedAlgolia: HOSTED_ALGOLIA.read(env),
    gtagTrackingId: GTAG_TRACKING_ID.read(env),
    startupOff: STARTUP_OFF.read(env),
  };
}
