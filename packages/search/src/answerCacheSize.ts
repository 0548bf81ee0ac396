import {ConfigurationError} from '../../../website/config/siteEnv.js';

/** Answers the server keeps by default (server/answerCache.ts): some thousands of DocSearch answers. */
export const DEFAULT_ANSWER_CACHE_MB = 32;

/** `SEARCH_ANSWER_CACHE_MB`: how many MiB of search answers the server keeps (0: none); 32 when unset. */
export function readAnswerCacheBytes(env: Record<string, string | undefined>): number {
  const raw = env.SEARCH_ANSWER_CACHE_MB?.trim();
  if (!raw) return DEFAULT_ANSWER_CACHE_MB * 1024 * 1024;
  if (!/^\d+$/.test(raw) || Number(raw) > 65536) {
    throw new ConfigurationError(
      'SEARCH_ANSWER_CACHE_MB',
      `must be a whole number of MiB from 0 (none) to 65536, got "${env.SEARCH_ANSWER_CACHE_MB}"`,
    );
  }
  return Number(raw) * 1024 * 1024;
}
