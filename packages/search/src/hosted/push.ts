import { existsSync } from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { readIndexFile } from '../indexFile/file.js';
import type { PushCredentials } from '@bulmatic/config';
import { algoliaSettingsOf } from './settings.js';

/** The client's own default. Our records average about 0.6 KB, so one batch is well under a megabyte. */
export const DEFAULT_BATCH_SIZE = 1000;

/** The algoliasearch `hosts` option: `[{url: 'host:port', protocol: 'http' | 'https', accept: 'readWrite'}]`. */
export type AlgoliaHosts = NonNullable<Parameters<typeof algoliasearch>[2]>['hosts'];

export interface PushOptions {
  /** The index file `npm run build` writes beside the site (see `indexFileFor`). */
  indexFile: string;
  credentials: PushCredentials;
  /** Replaces the application's Algolia hosts, e.g. with a local endpoint in tests. */
  hosts?: AlgoliaHosts;
  batchSize?: number;
}

export interface PushSummary {
  indexName: string;
  records: number;
  synonyms: number;
  batches: number;
  /** Origin the record URLs point at (the SITE_URL the index was built with). */
  siteOrigin: string | null;
  elapsedMs: number;
}

function loadIndex(indexFile: string) {
  if (!existsSync(indexFile)) {
    throw new Error(`No search index at ${indexFile}: run \`npm run build\` first.`);
  }
  const index = readIndexFile(indexFile);
  // replaceAllObjects with no records would empty the live index: an empty file is a broken build, not a request.
  if (index.records.length === 0) {
    throw new Error(`${indexFile} holds no records; refusing to empty the Algolia index. Check the build.`);
  }
  return index;
}

/**
 * Makes the hosted Algolia index hold exactly the records, settings and synonyms of the built site.
 *
 * Settings and synonyms go first, onto the live index, because `replaceAllObjects` copies the live index's settings,
 * synonyms and rules to the temporary index it fills and then moves that index over the live one: that way the
 * records are indexed once, with our settings, and the final move swaps records, settings and synonyms in together.
 * (Synonyms written to the live index after the copy would be lost in the move.) Readers never see a half-filled
 * index.
 */
export async function pushIndex({
  indexFile,
  credentials,
  hosts,
  batchSize = DEFAULT_BATCH_SIZE,
}: PushOptions): Promise<PushSummary> {
  const started = Date.now();
  const index = loadIndex(indexFile);
  const { indexName } = credentials;
  const client = algoliasearch(credentials.appId, credentials.adminApiKey, {
    ...(hosts ? { hosts } : {}),
    // A full push is megabytes of JSON; Algolia accepts gzip request bodies and the client compresses large ones.
    compression: 'gzip',
  });

  const settingsTask = await client.setSettings({ indexName, indexSettings: algoliaSettingsOf(index.settings) });
  await client.waitForTask({ indexName, taskID: settingsTask.taskID });

  // Replace, not merge: a synonym deleted from the file must disappear from Algolia too. With none left, clear them.
  const synonymsTask =
    index.synonyms.length > 0
      ? await client.saveSynonyms({ indexName, synonymHit: index.synonyms, replaceExistingSynonyms: true })
      : await client.clearSynonyms({ indexName });
  await client.waitForTask({ indexName, taskID: synonymsTask.taskID });

  const { batchResponses } = await client.replaceAllObjects({ indexName, objects: index.records, batchSize });

  const firstUrl = index.records[0]?.url;
  return {
    indexName,
    records: index.records.length,
    synonyms: index.synonyms.length,
    batches: batchResponses.length,
    siteOrigin: firstUrl ? new URL(firstUrl).origin : null,
    elapsedMs: Date.now() - started,
  };
}
