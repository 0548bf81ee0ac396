/** Markdown for the benchmark's results: tables a pull request or the README can quote as they are. */
import os from 'node:os';
import type {EngineRelevance, RankedQuery, Score} from './relevance.js';
import type {HttpSummary, LatencySummary} from './latency.js';
import {QUERY_KINDS} from './queries.js';

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(0)}%`;
const decimal = (value: number) => value.toFixed(2);
const milliseconds = (value: number) => (value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`);

function scoreTable(results: EngineRelevance[], metric: (score: Score) => string): string {
  const first = results[0];
  const header = [
    'Engine',
    ...QUERY_KINDS.map((kind) => `${kind} (${first?.byKind[kind].queries ?? 0})`),
    `overall (${first?.overall.queries ?? 0})`,
  ];
  const rows = results.map((result) => [
    result.engine.name,
    ...QUERY_KINDS.map((kind) => metric(result.byKind[kind])),
    `**${metric(result.overall)}**`,
  ]);
  return markdownTable(header, rows);
}

export function relevanceTable(results: EngineRelevance[]): string {
  return [
    '### Relevance: success@1 (first distinct page is the expected page)',
    '',
    scoreTable(results, (score) => percent(score.successAt1)),
    '',
    '### Relevance: MRR@10 (reciprocal rank of the expected page among the first 10 distinct pages)',
    '',
    scoreTable(results, (score) => decimal(score.meanReciprocalRank)),
    '',
    ...results.map(
      (result) =>
        `- ${result.engine.name}: ${result.engine.setup}; ${result.engine.rejected.length} queries rejected` +
        (result.engine.rejected.length > 0 ? ` (${result.engine.rejected.join('; ')})` : ''),
    ),
  ].join('\n');
}

export function inProcessTable(latencies: LatencySummary[]): string {
  return [
    '### In-process latency (one search per query, after warm-up)',
    '',
    markdownTable(
      ['Engine', 'Searches', 'p50', 'p99'],
      latencies.map((latency) => [
        latency.label,
        String(latency.samples),
        milliseconds(latency.p50),
        milliseconds(latency.p99),
      ]),
    ),
  ].join('\n');
}

/** Latency depends on the machine and on what else it runs: say both next to the figures. */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return `Node ${process.version}, ${cpus.length} × ${
    cpus[0]?.model.trim() ?? 'unknown CPU'
  }, load average ${load} (1, 5, 15 min).`;
}

export function httpTable(http: HttpSummary): string {
  return [
    '### HTTP: our server, DocSearch multi-query requests cycling through the query set (autocannon)',
    '',
    markdownTable(
      ['Connections', 'Duration', 'Requests', 'Requests/s', 'p50', 'p99', 'Non-2xx', 'Errors', 'Timeouts'],
      [
        [
          String(http.connections),
          `${http.duration} s`,
          String(http.requests),
          http.requestsPerSecond.toFixed(0),
          `${http.p50} ms`,
          `${http.p99} ms`,
          String(http.non2xx),
          String(http.errors),
          String(http.timeouts),
        ],
      ],
    ),
    '',
    'Server and index as `npm run serve` builds them (logger off), on 127.0.0.1; autocannon in a worker thread of the',
    'same process; headers as the browser client sends them (`content-type: text/plain`, `accept-encoding: gzip,',
    'deflate, br`), so responses are compressed as in production.',
  ].join('\n');
}

function describeMiss(miss: RankedQuery): string {
  const first = miss.pages[0] ?? 'no result';
  const where = miss.rank === null ? 'not in the first 10 pages' : `expected page at rank ${miss.rank}`;
  return `- \`${miss.query.query}\` (${miss.query.kind}): expected \`${miss.query.expect}\`, first \`${first}\` (${where})`;
}

export function missesList(engineName: string, misses: RankedQuery[]): string {
  if (misses.length === 0) return `### ${engineName}: no query misses at rank 1`;
  return [`### Queries ${engineName} misses at rank 1 (${misses.length})`, '', ...misses.map(describeMiss)].join('\n');
}
