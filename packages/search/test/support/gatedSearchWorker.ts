/**
 * A search worker for tests: the real engine, except for a few queries that let a test hold a search inside the
 * worker, crash the worker, or make the engine throw. `extra` is a SharedArrayBuffer the test also holds:
 * slot 0 counts searches waiting at the gate, slot 1 opens the gate (0 closed, 1 open).
 */
import { SearchEngine, type SearchResult } from '../../src/engine/engine.js';
import type { SearchIndexFile } from '../../src/indexFile/record.js';
import type { SearchParams } from '../../src/engine/params.js';
import { answerSearchesInThisThread } from '../../src/server/searchWorkerThread.js';
import { CRASH_WORKER, THROW_IN_ENGINE, WAIT_AT_GATE } from './gatedSearchControl.js';

class GatedEngine extends SearchEngine {
  constructor(
    index: SearchIndexFile,
    private readonly gate: Int32Array,
  ) {
    super(index);
  }

  override search(params: SearchParams): SearchResult {
    if (params.query === WAIT_AT_GATE) {
      Atomics.add(this.gate, 0, 1);
      // Blocks this worker's thread, as a long search would, until the test opens the gate.
      Atomics.wait(this.gate, 1, 0);
      Atomics.sub(this.gate, 0, 1);
    }
    if (params.query === CRASH_WORKER) process.exit(70);
    if (params.query === THROW_IN_ENGINE) throw new Error('a bug in the engine');
    return super.search(params);
  }
}

answerSearchesInThisThread((index, extra) => new GatedEngine(index, new Int32Array(extra as SharedArrayBuffer)));
