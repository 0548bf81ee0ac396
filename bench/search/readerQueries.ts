/** The held-out set under the name `bench:load` and the browser parity test import it by; it lives in query-sets/. */
export {READER_QUERIES} from './querySets.js';
