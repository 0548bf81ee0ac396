import {appId, ConfigurationError, token} from '../../../../website/config/siteEnv.js';

/** What `search:push` needs to write to a hosted Algolia index. */
export interface PushCredentials {
  appId: string;
  /** A key with the addObject, deleteIndex and editSettings rights: never the site's search-only key. */
  adminApiKey: string;
  indexName: string;
}

const REQUIRED = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/**
 * Reads the push credentials, validated with the same rules the site applies to its own ALGOLIA_* variables, so a
 * value the site would reject at build time is rejected here too.
 */
export function readPushCredentials(env: Env): PushCredentials {
  const missing = REQUIRED.filter((name) => present(env, name) === null);
  if (missing.length > 0) {
    throw new ConfigurationError(missing[0]!, `is required by search:push (missing: ${missing.join(', ')})`);
  }
  const adminApiKey = token('ALGOLIA_ADMIN_API_KEY', present(env, 'ALGOLIA_ADMIN_API_KEY')!);
  // The search key is public (it ships in every page); a write key equal to it would mean either the site exposes
  // a write key or the push is about to fail on every request.
  if (adminApiKey === present(env, 'ALGOLIA_API_KEY')) {
    throw new ConfigurationError(
      'ALGOLIA_ADMIN_API_KEY',
      'must be a write key, not the search-only ALGOLIA_API_KEY the site is built with',
    );
  }
  return {
    appId: appId('ALGOLIA_APP_ID', present(env, 'ALGOLIA_APP_ID')!),
    adminApiKey,
    indexName: token('ALGOLIA_INDEX_NAME', present(env, 'ALGOLIA_INDEX_NAME')!),
  };
}
