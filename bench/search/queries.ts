/** The first tuning set under the name `bench:load` and the browser parity test import it by; it lives in query-sets/. */
export {QUERIES, QUERY_KINDS, type BenchQuery, type QueryKind} from './querySets.js';
