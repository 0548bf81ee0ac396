import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtractionPolicy } from './policy.js';
import { DOCUSAURUS_SELECTORS } from './selectors.js';

export class ExtractionPolicyError extends Error {
  override name = 'ExtractionPolicyError';
}

const isStrings = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What is wrong with a policy read from a module, which TypeScript has not checked where it was loaded; or null. */
function problemOf(policy: Record<string, unknown>): string | null {
  if (typeof policy.synonymsFile !== 'string') return 'synonymsFile must be the path of a JSON file';
  if (!isStrings(policy.otherLibraryNames)) return 'otherLibraryNames must be a list of words';
  const rules = policy.pageRanks;
  const isRule = (rule: { pathPrefix?: unknown; rank?: unknown }) =>
    typeof rule?.pathPrefix === 'string' && Number.isInteger(rule.rank);
  if (!Array.isArray(rules) || !rules.every(isRule)) return 'pageRanks must be a list of {pathPrefix, rank}';
  if (policy.retellingPageRank !== undefined && !Number.isInteger(policy.retellingPageRank))
    return 'retellingPageRank must be a whole number';
  if (policy.selectors === undefined) return null;
  const selectors = policy.selectors as Record<string, unknown>;
  for (const [field, expected] of Object.entries(DOCUSAURUS_SELECTORS)) {
    const value = selectors[field];
    const fits =
      typeof expected === 'string'
        ? typeof value === 'string'
        : Array.isArray(expected)
          ? isStrings(value)
          : typeof value === 'object' && value !== null && Object.keys(expected).every((key) => key in value);
    if (!fits) return `selectors.${field} must be shaped like DOCUSAURUS_SELECTORS.${field}`;
  }
  return null;
}

/**
 * Loads a site's extraction policy from the default export of a module (the site's search configuration), so the
 * index is built with the site's choices while the site, not this package, depends on the other.
 */
export async function loadExtractionPolicy(file: string): Promise<ExtractionPolicy> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { default?: unknown };
  const policy = loaded.default;
  if (typeof policy !== 'object' || policy === null)
    throw new ExtractionPolicyError(`${file}: the default export must be the site's extraction policy`);
  const problem = problemOf(policy as Record<string, unknown>);
  if (problem) throw new ExtractionPolicyError(`${file}: ${problem}`);
  return policy as ExtractionPolicy;
}
