import {existsSync} from 'node:fs';
import {SearchEngine} from '../engine/engine.js';
import {indexFileFor, readIndexFile} from '../extract/site.js';
import type {SearchApiOptions} from './searchApi.js';

export interface SearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Loads the search index written beside a site build, checked against the credentials the site was built with. */
export function searchApiForBuild(siteRoot: string, credentials: SearchCredentials): SearchApiOptions {
  const file = indexFileFor(siteRoot);
  if (!existsSync(file)) throw new Error(`No search index at ${file}: run \`npm run build\` first.`);
  const searchIndex = readIndexFile(file);
  if (searchIndex.indexName !== credentials.indexName) {
    throw new Error(
      `The search index at ${file} is named "${searchIndex.indexName}" but SEARCH_INDEX_NAME is ` +
        `"${credentials.indexName}": rebuild with the same settings.`,
    );
  }
  return {
    engines: new Map([[searchIndex.indexName, new SearchEngine(searchIndex)]]),
    appId: credentials.appId,
    apiKey: credentials.apiKey,
  };
}
