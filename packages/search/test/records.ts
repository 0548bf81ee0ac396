import { indexSettingsFor } from '../src/extract/settings.js';
import type { DocSearchRecord, SearchIndexFile } from '../src/indexFile/record.js';
import type { Synonym } from '../src/indexFile/synonyms.js';
import { SearchEngine } from '../src/engine/engine.js';
import { readSearchParams } from '../src/engine/params.js';

let counter = 0;

/** A DocSearch record with sensible defaults; tests give only what they are about. */
export function record(fields: {
  id?: string;
  url?: string;
  type?: DocSearchRecord['type'];
  lvl0?: string;
  lvl1?: string | null;
  lvl2?: string | null;
  content?: string | null;
  level?: number;
  position?: number;
  /** The first custom ranking criterion: 2 reference, 1 guide, 0 post. */
  pageRank?: number;
  tag?: string;
}): DocSearchRecord {
  const id = fields.id ?? `r${++counter}`;
  const url = fields.url ?? `https://example.test/${id}`;
  return {
    objectID: id,
    url,
    url_without_anchor: url.split('#')[0]!,
    anchor: url.includes('#') ? url.split('#')[1]! : null,
    type: fields.type ?? (fields.content ? 'content' : 'lvl1'),
    content: fields.content ?? null,
    hierarchy: {
      lvl0: fields.lvl0 ?? 'Documentation',
      lvl1: fields.lvl1 ?? null,
      lvl2: fields.lvl2 ?? null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    weight: {
      pageRank: fields.pageRank ?? 0,
      level: fields.level ?? (fields.content ? 0 : 90),
      position: fields.position ?? 0,
    },
    language: 'en',
    docusaurus_tag: fields.tag ?? 'docs-default-current',
  };
}

/**
 * The index settings of a docs site like ours: Docusaurus's, with other libraries' names as optional words and the
 * pages of rank 1 and below as those that retell others.
 */
export const DOCS_SITE_SETTINGS = indexSettingsFor({
  otherLibraryNames: ['bootstrap', 'tailwind'],
  retellingPageRank: 1,
});

export function indexOf(records: DocSearchRecord[], indexName = 'test', synonyms: Synonym[] = []): SearchIndexFile {
  return { indexName, settings: DOCS_SITE_SETTINGS, records, synonyms };
}

export function engineOf(records: DocSearchRecord[]): SearchEngine {
  return new SearchEngine(indexOf(records));
}

/** Runs a search with raw request parameters, as the API would receive them. */
export function searchIds(engine: SearchEngine, params: Record<string, unknown>): string[] {
  return engine.search(readSearchParams(params)).hits.map((hit) => hit.objectID as string);
}
