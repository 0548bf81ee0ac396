import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractSite, loadExtractionPolicy, readSynonymsFile } from '@bulmatic/search/extract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import searchConfig, { OVERVIEW_PAGE_RANK } from '../config/search';
import { FIXTURE_SITE_URL, writeFixtureSite } from './searchFixtureSite';

let siteRoot: string;

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-search-config-'));
  await writeFixtureSite(siteRoot);
});

afterAll(async () => {
  await rm(siteRoot, { recursive: true, force: true });
});

describe("the site's search configuration", () => {
  it('is what the index command loads from --config', async () => {
    expect(await loadExtractionPolicy(path.resolve(__dirname, '../config/search.ts'))).toEqual(searchConfig);
  });

  // The recorded index is the extractor's output for the fixture site, byte for byte: a change to a selector, a rank
  // or a setting shows here as a diff of records. Rewrite it with `npx vitest run -u website/test/searchConfig.test.ts`
  // when the change is meant.
  it('extracts the fixture site into the recorded index, with the reviewed synonyms', async () => {
    const { synonyms, ...index } = extractSite({
      siteRoot,
      siteUrl: FIXTURE_SITE_URL,
      indexName: 'bulmatic',
      policy: searchConfig,
    });
    await expect(`${JSON.stringify(index, null, 1)}\n`).toMatchFileSnapshot('./__snapshots__/searchIndex.json');
    expect(synonyms).toEqual(readSynonymsFile(searchConfig.synonymsFile));
  });

  it('ranks reference pages and helper guides over other docs, overviews next, posts and pages last', () => {
    const { records } = extractSite({
      siteRoot,
      siteUrl: FIXTURE_SITE_URL,
      indexName: 'bulmatic',
      policy: searchConfig,
    });
    const rankOf = (route: string) =>
      records.find((record) => record.url_without_anchor === `${FIXTURE_SITE_URL}${route}`)?.weight.pageRank;
    expect(
      [
        '/docs/api/elements/button',
        '/docs/guides/helpers/visibility',
        '/docs/guides/theming',
        '/docs/components/intro',
        '/blog/first-release',
        '/markdown-page',
      ].map(rankOf),
    ).toEqual([3, 3, 2, OVERVIEW_PAGE_RANK, 0, 0]);
    expect(searchConfig.retellingPageRank).toBe(OVERVIEW_PAGE_RANK);
  });
});
