/** Every engine of the comparison, built from the same records in the same run. */
import type {SearchIndexFile} from '../../../packages/search/src/extract/record.js';
import {failedEngine, type BenchEngine} from './engine.js';
import {createLunrEngine} from './lunr.js';
import {createMiniSearchEngine} from './minisearch.js';
import {peerDocuments} from './peerDocuments.js';

export async function createEngines(index: SearchIndexFile): Promise<BenchEngine[]> {
  const documents = peerDocuments(index);
  // Ours is under active work: if it cannot be loaded or built, say so and still measure the peers.
  let ours: BenchEngine;
  try {
    const {createOurEngine} = await import('./ours.js');
    ours = createOurEngine(index);
  } catch (error) {
    ours = failedEngine('ours', error);
  }
  return [ours, createLunrEngine(documents), createMiniSearchEngine(documents)];
}
