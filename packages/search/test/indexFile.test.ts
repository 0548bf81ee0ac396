import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractionPolicy } from '../src/extract/policy.js';
import { DOCUSAURUS_INDEX_SETTINGS, indexSettingsFor } from '../src/extract/settings.js';
import { extractSite } from '../src/extract/site.js';
import { readIndexFile, writeIndexFile } from '../src/indexFile/file.js';
import { algoliaSettingsOf } from '../src/hosted/settings.js';
import type { Synonym } from '../src/indexFile/synonyms.js';

const page = `<!doctype html><html lang="en" class="docs-wrapper docs-doc-page"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body><main><article><header><h1>Modal</h1></header><p>A dialog over the page.</p></article></main></body></html>`;

const testSynonyms: Synonym[] = [
  { objectID: 'popup-to-modal', type: 'oneWaySynonym', input: 'popup', synonyms: ['modal'] },
];

let workDir: string;
let siteRoot: string;
let synonymsFile: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-index-file-'));
  siteRoot = path.join(workDir, 'build');
  await mkdir(path.join(siteRoot, 'docs', 'api', 'components'), { recursive: true });
  await writeFile(path.join(siteRoot, 'docs', 'api', 'components', 'modal.html'), page);
  synonymsFile = path.join(workDir, 'test-synonyms.json');
  await writeFile(synonymsFile, JSON.stringify(testSynonyms));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const policyWith = (synonymsFile: string): ExtractionPolicy => ({
  pageRanks: [{ pathPrefix: '/docs/api/', rank: 3 }],
  retellingPageRank: 1,
  otherLibraryNames: ['bootstrap'],
  synonymsFile,
});

const site = (synonymsFile: string) =>
  extractSite({ siteRoot, siteUrl: 'https://bulmatic.test', indexName: 'bulmatic', policy: policyWith(synonymsFile) });

describe('the index file', () => {
  it("carries the policy's synonyms, settings and page ranks, through a write and a read", () => {
    const file = path.join(workDir, 'search-index.json');
    writeIndexFile(file, site(synonymsFile));
    const index = readIndexFile(file);
    expect(index.records.map((entry) => entry.hierarchy.lvl1)).toContain('Modal');
    expect(index.records.map((entry) => entry.weight.pageRank)).toEqual(index.records.map(() => 3));
    expect(index.synonyms).toEqual(testSynonyms);
    expect(index.settings).toEqual(indexSettingsFor(policyWith(synonymsFile)));
    expect(index.settings).toEqual({
      ...DOCUSAURUS_INDEX_SETTINGS,
      optionalWords: ['bootstrap'],
      retellingPageRank: 1,
    });
  });

  it('is not built from a malformed synonyms file, and the error names the file and the entry', async () => {
    const badFile = path.join(workDir, 'bad-synonyms.json');
    await writeFile(
      badFile,
      JSON.stringify([{ objectID: 'size', type: 'placeholder', placeholder: '<size>', replacements: ['small'] }]),
    );
    expect(() => site(badFile)).toThrow(`${badFile}: entry 0 (objectID "size"): is a placeholder synonym`);
  });

  it("reads a file written before synonyms and stop words as having none, with Algolia's defaults", async () => {
    const file = path.join(workDir, 'older-index.json');
    const { removeStopWords: _r, queryLanguages: _q, ...olderSettings } = DOCUSAURUS_INDEX_SETTINGS;
    const records = site(synonymsFile).records;
    await writeFile(file, JSON.stringify({ indexName: 'bulmatic', settings: olderSettings, records }));
    const index = readIndexFile(file);
    expect(index.synonyms).toEqual([]);
    expect(index.settings).toEqual({ ...olderSettings, removeStopWords: false, queryLanguages: [] });
    expect(index.records).toEqual(records);
  });

  it('refuses an index file whose synonyms are malformed, naming the file', async () => {
    const file = path.join(workDir, 'broken-synonyms-index.json');
    await writeFile(
      file,
      JSON.stringify({ indexName: 'bulmatic', settings: DOCUSAURUS_INDEX_SETTINGS, records: [], synonyms: {} }),
    );
    expect(() => readIndexFile(file)).toThrow(
      `${file} (synonyms): expected an array of Algolia synonym objects, found an object`,
    );
  });
});

describe('the stop-word settings', () => {
  it('are English, for the engine and for Algolia alike', () => {
    expect(DOCUSAURUS_INDEX_SETTINGS).toMatchObject({ removeStopWords: ['en'], queryLanguages: ['en'] });
    expect(algoliaSettingsOf(DOCUSAURUS_INDEX_SETTINGS)).toMatchObject({
      removeStopWords: ['en'],
      queryLanguages: ['en'],
    });
    expect(algoliaSettingsOf({ ...DOCUSAURUS_INDEX_SETTINGS, removeStopWords: true })).toMatchObject({
      removeStopWords: true,
    });
  });
});
