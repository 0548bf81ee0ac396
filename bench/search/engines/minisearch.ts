/** MiniSearch 7 with default options: OR of the query words, no fuzzy matching, no prefix search, no boosts. */
import MiniSearch from 'minisearch';
import { distinctPages, lastWordIsPrefix, type BenchEngine } from './engine.js';
import { PEER_FIELDS, type PeerDocument } from './peerDocuments.js';

export function createMiniSearchEngine(documents: PeerDocument[]): BenchEngine {
  const index = new MiniSearch<PeerDocument>({ fields: [...PEER_FIELDS], storeFields: ['page'] });
  index.addAll(documents);
  const rejected: string[] = [];
  return {
    name: 'MiniSearch',
    setup: 'MiniSearch 7, default options, fields lvl0..lvl6 and content, `search(query)` with default search options',
    rejected,
    rankPages(query) {
      try {
        return distinctPages(index.search(query).map((result) => String(result.page)));
      } catch (error) {
        rejected.push(`${query}: ${(error as Error).message}`);
        return [];
      }
    },
    timings: [{ label: 'MiniSearch: search', run: (query) => index.search(query) }],
    keystrokes: [
      {
        label: 'MiniSearch: search, last word a prefix',
        run: (typed) => {
          const prefix = lastWordIsPrefix(typed);
          return index.search(typed, { prefix: (_term, position, terms) => prefix && position === terms.length - 1 });
        },
      },
    ],
  };
}
