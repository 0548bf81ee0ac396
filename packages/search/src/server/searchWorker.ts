/** Entry module of a search worker thread (see workerBackend.ts): the real engine over the index files. */
import { SearchEngine } from '../engine/engine.js';
import { answerSearchesInThisThread } from './searchWorkerThread.js';
import { warmUpEngines } from './warmUp.js';

answerSearchesInThisThread((index) => new SearchEngine(index), warmUpEngines);
