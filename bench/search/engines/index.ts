/** Every engine of the comparison, built from the same records in the same run. */
import type { SearchIndexFile } from '../../../packages/search/src/indexFile/record.js';
import { failedEngine, type BenchEngine } from './engine.js';
import { createLunrEngine } from './lunr.js';
import { createMiniSearchEngine } from './minisearch.js';
import { peerDocuments } from './peerDocuments.js';

/** The engines of the comparison, by name, in the order of the tables. */
export const ENGINE_NAMES = ['ours', 'lunr', 'MiniSearch'] as const;

export type EngineName = (typeof ENGINE_NAMES)[number];

export async function createEngines(index: SearchIndexFile): Promise<BenchEngine[]> {
  const documents = peerDocuments(index);
  return Promise.all(ENGINE_NAMES.map((name) => createEngine(index, name, documents)));
}

/**
 * One engine of the comparison, built from the index's records; the peers from their documents, made here unless
 * given (ours does not need them, and a latency thread of ours should not hold them).
 */
export async function createEngine(
  index: SearchIndexFile,
  name: EngineName,
  documents?: ReturnType<typeof peerDocuments>,
): Promise<BenchEngine> {
  if (name === 'lunr') return createLunrEngine(documents ?? peerDocuments(index));
  if (name === 'MiniSearch') return createMiniSearchEngine(documents ?? peerDocuments(index));
  // Ours is under active work: if it cannot be loaded or built, say so and still measure the peers.
  try {
    const { createOurEngine } = await import('./ours.js');
    return createOurEngine(index);
  } catch (error) {
    return failedEngine('ours', error);
  }
}
