/** Markdown for the benchmark's results: tables a pull request or the README can quote as they are. */
import os from 'node:os';
import type { EngineRelevance, RankedQuery, Score } from './relevance.js';
import type { HttpSummary, LatencySummary } from './latency.js';
import type { KeystrokeSummary } from './keystrokes.js';
import { QUERY_KINDS, TUNING_SET, type QuerySet } from './querySets.js';
import type { HttpLimitsReport } from './worst/http.js';
import type { OverLimitResult, WorstResult } from './worst/measure.js';

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(0)}%`;
const decimal = (value: number) => value.toFixed(2);
export const milliseconds = (value: number) =>
  Number.isNaN(value) ? '–' : value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`;

function scoreTable(results: EngineRelevance[], metric: (score: Score) => string): string {
  const first = results[0];
  // Only the kinds this set has: a kind with no query would read as a score of 0.
  const kinds = QUERY_KINDS.filter((kind) => (first?.byKind[kind].queries ?? 0) > 0);
  const header = [
    'Engine',
    ...kinds.map((kind) => `${kind} (${first?.byKind[kind].queries ?? 0})`),
    `overall (${first?.overall.queries ?? 0})`,
  ];
  const rows = results.map((result) => [
    result.engine.name + (result.engine.failure === undefined ? '' : ' (failed)'),
    ...kinds.map((kind) => metric(result.byKind[kind])),
    `**${metric(result.overall)}**`,
  ]);
  return markdownTable(header, rows);
}

/** How the report names a set: its name and the file that says what it is. */
const titleOf = (set: QuerySet) => `${set.name} (${set.file})`;

const KIND_LINES: Record<QuerySet['kind'], string> = {
  tuning: 'A tuning set: the engine is tuned on it.',
  probes: 'Vocabulary probes: the engine is tuned on them.',
  'held-out': 'The held-out set: never tuned on.',
};

/** What a reader of the tables needs to know about the set, from its file. */
function aboutSet(set: QuerySet): string {
  const when = set.writtenBeforeTuning ? 'before any tuning against it' : 'not all of it before tuning';
  return `${KIND_LINES[set.kind]} Written ${set.written}, ${when}. ${set.description}`;
}

export function relevanceTable(results: EngineRelevance[], set: QuerySet = TUNING_SET): string {
  return [
    `### Relevance, ${titleOf(set)}: success@1 (first distinct page is the expected page)`,
    '',
    aboutSet(set),
    '',
    scoreTable(results, (score) => percent(score.successAt1)),
    '',
    `### Relevance, ${titleOf(set)}: MRR@10 (reciprocal rank of the expected page among the first 10 distinct pages)`,
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
        latency.label + (latency.failure === undefined ? '' : ` (failed: ${latency.failure})`),
        String(latency.samples),
        milliseconds(latency.p50),
        milliseconds(latency.p99),
      ]),
    ),
  ].join('\n');
}

/** Inline code for any text, backticks included (a longer fence than any run of backticks inside). */
function code(text: string): string {
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const padded = text.startsWith('`') || text.endsWith('`') || text.trim() === '' ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`;
}

/** `queries`: which queries were typed, e.g. "162 queries of both sets". */
export function keystrokeTable(summaries: KeystrokeSummary[], queries: string): string {
  const keystrokes = summaries[0]?.keystrokes ?? 0;
  return [
    `### In-process latency per keystroke (every prefix of ${queries}: ${keystrokes} keystrokes)`,
    '',
    markdownTable(
      ['Engine', 'Searches', 'p50', 'p99', 'max', 'slowest keystroke (its median)'],
      summaries.map((summary) => [
        summary.label + (summary.failure === undefined ? '' : ` (failed: ${summary.failure})`),
        String(summary.samples),
        milliseconds(summary.p50),
        milliseconds(summary.p99),
        milliseconds(summary.max),
        summary.slowest ? `${code(summary.slowest.typed)} (${milliseconds(summary.slowest.median)})` : '–',
      ]),
    ),
    '',
    'Each keystroke is the text typed so far, as DocSearch sends it (spaces included). Ours answers the request',
    'DocSearch sends (and, apart, ranking alone); MiniSearch searches with the last word as a prefix (`prefix` option),',
    'lunr with a trailing wildcard on the last word (query builder; the other words through its pipeline). A text',
    'ending in a space has no prefix word. One warm-up round, then every keystroke once per round.',
  ].join('\n');
}

/** Issue 16's bounds: no request within the limits over 50 ms of CPU; one beyond them refused in under 10 ms. */
export const WORST_WITHIN_LIMITS_MS = 50;
export const REFUSAL_MS = 10;

function answerOf(result: WorstResult): string {
  if (result.stopped === 'timeout') return `stopped after ${(result.maxMs / 1000).toFixed(0)} s`;
  if (result.stopped === 'crashed') return `thread died: ${result.message ?? ''}`;
  if (result.status === 200) return `200, ${result.nbHits} hits`;
  return `${result.status}: ${result.message ?? ''}`;
}

const slowest = (result: WorstResult) =>
  result.stopped === 'timeout' ? `> ${milliseconds(result.maxMs)}` : milliseconds(result.maxMs);

export function worstTable(results: WorstResult[], options: { runs: number; timeout: number }): string {
  const refused = results.filter((result) => result.status !== 200 && result.stopped === undefined);
  const over = results.filter((result) => result.maxMs > WORST_WITHIN_LIMITS_MS);
  return [
    '### The worst requests within the limits, in process (ours, slowest run, worst first)',
    '',
    `**${over.length} of ${results.length} requests took more than ${WORST_WITHIN_LIMITS_MS} ms** (issue 16's bound for one ` +
      `request within the limits); the worst took ${results[0] ? slowest(results[0]) : '–'}.`,
    '',
    markdownTable(
      ['Request', 'Searches', 'Slowest run', 'Fastest run', 'Runs', 'Answer'],
      results.map((result) => [
        result.case.name,
        String(result.case.requests.length),
        slowest(result),
        result.minMs === Infinity ? '–' : milliseconds(result.minMs),
        String(result.runs),
        answerOf(result),
      ]),
    ),
    '',
    `In a worker thread holding our engine, warmed as the server's are, each request answered as a search worker`,
    `answers it: read and checked against the limits, searched, serialised to JSON and compressed with brotli (no`,
    `HTTP). Up to ${options.runs} runs each (fewer once one takes a second); a run over ${options.timeout} s is stopped`,
    `(\`BENCH_WORST_TIMEOUT\`). Words and prefixes come from`,
    'the index (the letters and two-letter prefixes with the most completions, the words in the most records);',
    'numbers from limits.ts.' +
      (refused.length > 0
        ? ` **${refused.length} of these requests were refused**: they are within the limits, so a refusal is a bug` +
          ' or a limit limits.ts does not name.'
        : ''),
  ].join('\n');
}

export function overLimitTable(inProcess: OverLimitResult[], http: HttpLimitsReport | null): string {
  const byName = new Map(inProcess.map((result) => [result.case.name, result]));
  const cases = http ? http.overLimit.map((entry) => entry.case) : inProcess.map((result) => result.case);
  const rows = cases.map((overCase) => {
    const local = byName.get(overCase.name);
    const remote = http?.overLimit.find((entry) => entry.case.name === overCase.name)?.answer;
    const remoteAnswer = remote === undefined ? '–' : `${remote.status}${remote.message ? `: ${remote.message}` : ''}`;
    return [
      overCase.limit,
      overCase.name,
      local ? slowest(local) : '–',
      local ? answerOf(local) : '–',
      remote ? (remote.status === 'timeout' ? `> ${milliseconds(remote.maxMs)}` : milliseconds(remote.maxMs)) : '–',
      remoteAnswer,
    ];
  });
  const accepted = [
    ...inProcess.filter((result) => result.status !== 400),
    ...(http?.overLimit.filter((entry) => entry.answer.status !== 400) ?? []),
  ];
  const slowHttp = http?.overLimit.filter((entry) => entry.answer.maxMs > REFUSAL_MS).length ?? 0;
  const slowInProcess = inProcess.filter((result) => result.maxMs > REFUSAL_MS).length;
  return [
    '### Just over each limit answered with a 400',
    '',
    `Refused in more than ${REFUSAL_MS} ms (issue 16's bound): ${slowInProcess} of ${inProcess.length} in process, ` +
      (http ? `${slowHttp} of ${http.overLimit.length} over HTTP.` : 'HTTP not measured.'),
    '',
    markdownTable(['Limit', 'Request', 'In process', 'Answer in process', 'HTTP', 'HTTP answer'], rows),
    '',
    'In process as above; over HTTP, the real server (`cli.ts serve` in a process of its own) timed by the client,',
    `loopback round trip included.${accepted.length > 0 ? ` **${accepted.length} answers were not a 400.**` : ''}`,
  ].join('\n');
}

export function pagesDuringWorstLine(http: HttpLimitsReport | null): string {
  const during = http?.pagesDuringWorst;
  if (!during) return '';
  const search = during.search;
  const answer = typeof search.status === 'number' ? String(search.status) : search.status;
  return [
    '### Pages while the worst request runs (HTTP)',
    '',
    markdownTable(
      ['Request', 'Its answer', 'Its time', 'Pages meanwhile', 'Slowest page', 'Page when idle (median)'],
      [
        [
          during.worst.name,
          answer,
          milliseconds(search.maxMs),
          String(during.pages),
          milliseconds(during.maxPageMs),
          milliseconds(during.idlePageMs),
        ],
      ],
    ),
    '',
    `The worst request of the table above sent to the real server while a reader loads \`/docs/intro\` again and`,
    'again, one request after the other, until the search is answered.',
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

const missesHeading = (engineName: string, misses: RankedQuery[], set: QuerySet) =>
  `### Queries ${engineName} misses at rank 1, ${titleOf(set)} (${misses.length})`;

/** In place of the held-out set's list of misses, unless asked for (BenchSettings.listHeldOutMisses): how many. */
export function withheldMisses(engineName: string, misses: RankedQuery[], set: QuerySet): string {
  return [
    missesHeading(engineName, misses, set),
    '',
    'Not listed: a held-out query read while tuning is a query tuned on. `BENCH_LIST_HELD_OUT_MISSES=1` lists them.',
  ].join('\n');
}

export function missesList(engineName: string, misses: RankedQuery[], set: QuerySet = TUNING_SET): string {
  if (misses.length === 0) return `### ${engineName}: no query of ${titleOf(set)} misses at rank 1`;
  return [missesHeading(engineName, misses, set), '', ...misses.map(describeMiss)].join('\n');
}
