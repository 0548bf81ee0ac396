/** Every engine of the comparison, built from the same records in the same run. */
import type {SearchIndexFile} from '../../../packages/search/src/extract/record.js';
import type {BenchEngine} from './engine.js';
import {createLunrEngine} from './lunr.js';
import {createMiniSearchEngine} from './minisearch.js';
import {createOurEngine} from './ours.js';
import {peerDocuments} from './peerDocuments.js';

export function createEngines(index: SearchIndexFile): BenchEngine[] {
  const documents = peerDocuments(index);
  return [createOurEngine(index), createLunrEngine(documents), createMiniSearchEngine(documents)];
}
