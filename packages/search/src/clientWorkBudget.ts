import {ConfigurationError} from '../../../website/config/siteEnv.js';
import {SEARCH_WORK_BUDGET} from './server/searchApi.js';
import type {RateLimitOptions} from './server/rateLimit.js';

/** A burst of this many seconds' budget is allowed at once, as with the default. */
const BURST_SECONDS = SEARCH_WORK_BUDGET.perMs / 1000;

/**
 * `SEARCH_CLIENT_BUDGET`: search work units (server/indexQueries.ts `answerCost`) each client may spend a second,
 * with ten seconds' worth at once; unset, SEARCH_WORK_BUDGET (20,000). 0 turns the budget off, answered as null:
 * for load tests whose simulated readers all come from one address.
 */
export function readClientWorkBudget(env: Record<string, string | undefined>): RateLimitOptions | null {
  const raw = env.SEARCH_CLIENT_BUDGET?.trim();
  if (!raw) return SEARCH_WORK_BUDGET;
  if (!/^\d+$/.test(raw) || Number(raw) > 100_000_000) {
    throw new ConfigurationError(
      'SEARCH_CLIENT_BUDGET',
      `must be a whole number of work units a second from 0 (no budget) to 100000000, got "${env.SEARCH_CLIENT_BUDGET}"`,
    );
  }
  const perSecond = Number(raw);
  if (perSecond === 0) return null;
  return {requests: perSecond * BURST_SECONDS, perMs: BURST_SECONDS * 1000};
}
