/**
 * Relevance: for each engine, success@1 (the first distinct page is the expected one) and MRR@10 (reciprocal rank
 * of the expected page among the first ten distinct pages, 0 when absent), per query kind and overall.
 * Each query set of query-sets/ is scored apart; the held-out one, never tuned on, says how the engine does on
 * queries it has not seen.
 * Run alone with `npx tsx bench/search/relevance.ts`; `npm run bench:search` runs it with the latency benchmark.
 */
import { QUERIES, QUERY_KINDS, type BenchQuery, type QueryKind } from './querySets.js';
import type { BenchEngine } from './engines/engine.js';

export interface Score {
  queries: number;
  /** Fraction of queries whose first page is the expected one. */
  successAt1: number;
  meanReciprocalRank: number;
}

export interface RankedQuery {
  query: BenchQuery;
  pages: string[];
  /** 1-based rank of the expected page among the distinct pages, null when it is not in the first ten. */
  rank: number | null;
}

export interface EngineRelevance {
  engine: BenchEngine;
  byKind: Record<QueryKind, Score>;
  overall: Score;
  ranked: RankedQuery[];
}

function score(ranked: RankedQuery[]): Score {
  const queries = ranked.length;
  if (queries === 0) return { queries, successAt1: 0, meanReciprocalRank: 0 };
  const successes = ranked.filter((entry) => entry.rank === 1).length;
  const reciprocal = ranked.reduce((sum, entry) => sum + (entry.rank === null ? 0 : 1 / entry.rank), 0);
  return { queries, successAt1: successes / queries, meanReciprocalRank: reciprocal / queries };
}

export function rankQuery(engine: BenchEngine, query: BenchQuery): RankedQuery {
  const pages = engine.rankPages(query.query);
  const position = pages.indexOf(query.expect);
  return { query, pages, rank: position === -1 ? null : position + 1 };
}

export function measureRelevance(engine: BenchEngine, queries: BenchQuery[] = QUERIES): EngineRelevance {
  const ranked = queries.map((query) => rankQuery(engine, query));
  const byKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => [kind, score(ranked.filter((entry) => entry.query.kind === kind))]),
  ) as Record<QueryKind, Score>;
  return { engine, byKind, overall: score(ranked), ranked };
}

/** Queries whose first page is not the expected one: what to fix in the engine (or to argue about). */
export function missesAtRankOne(relevance: EngineRelevance): RankedQuery[] {
  return relevance.ranked.filter((entry) => entry.rank !== 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createEngines } = await import('./engines/index.js');
  const { loadIndexFile } = await import('./indexFile.js');
  const { relevanceTable } = await import('./report.js');
  const { QUERY_SETS } = await import('./querySets.js');
  const engines = await createEngines(loadIndexFile());
  for (const set of QUERY_SETS) {
    console.log(
      relevanceTable(
        engines.map((engine) => measureRelevance(engine, set.queries)),
        set,
      ),
    );
    console.log();
  }
}
