/**
 * `npm run bench:engine`: this working tree's engine against another commit's (`BENCH_ENGINE_REF`, default HEAD),
 * per keystroke, in one process. This machine's speed changes by half from one spell to the next, so two runs of
 * `bench:search` cannot tell a change of a tenth from the weather; here both engines answer every keystroke of both
 * query sets in turn (which goes first alternates by round), so each sees the same machine. Each answers as the
 * server calls it (`readSearchParams`, then `search` with DocSearch's request), from the same index file. Reported:
 * p50, p90, p99 and max per keystroke for both, their ratio, and how many keystrokes got other hits (object ids of
 * the page, in order): 0 for a change meant only to be faster. Written to bench/results/engine.md.
 */
import path from 'node:path';
import type { SearchIndexFile } from '../../packages/search/src/indexFile/record.js';
import { pathToFileURL } from 'node:url';
import { checkOutBaseline, describeWorkingTree, resolveCommit } from '../load/baseline.js';
import { onInterrupt } from '../load/interrupt.js';
import { loadAverage, writeResults } from '../results.js';
import { docSearchRequest } from './docsearchRequest.js';
import { loadIndexFile, runBench, INDEX_FILE } from './indexFile.js';
import { keystrokesOf } from './keystrokes.js';
import { percentile } from './latency.js';
import { QUERIES, READER_QUERIES } from './querySets.js';
import { markdownTable, milliseconds as ms } from './report.js';
import { engineComparisonSettings } from './settings.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

type Answer = { hits: { objectID?: unknown }[] };
type Search = (query: string) => Answer;

/**
 * The engine of the tree at `root`, loaded from its own sources, answering DocSearch's request for a query. Each
 * engine is given its own copy of the index: neither can see what the other keeps on the records.
 */
async function engineOf(root: string, index: SearchIndexFile): Promise<Search> {
  const source = (file: string) => pathToFileURL(path.join(root, 'packages/search/src/engine', file)).href;
  const { SearchEngine } = await import(source('engine.ts'));
  const { readSearchParams } = await import(source('params.ts'));
  const engine = new SearchEngine(index);
  return (query) => engine.search(readSearchParams(docSearchRequest(index.indexName, query)));
}

const hitIds = (answer: Answer) => answer.hits.map((hit) => String(hit.objectID)).join(' ');

function timed(search: Search, query: string, into: number[]): void {
  const start = performance.now();
  search(query);
  into.push(performance.now() - start);
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const settings = engineComparisonSettings();
  const commit = resolveCommit(repositoryRoot, settings.ref, 'BENCH_ENGINE_REF');
  const keystrokes = [...QUERIES, ...READER_QUERIES].flatMap(({ query }) => keystrokesOf(query));
  const baseline = checkOutBaseline(repositoryRoot, commit);
  const forget = onInterrupt(baseline.remove);
  try {
    const before = await engineOf(baseline.root, loadIndexFile(INDEX_FILE));
    const after = await engineOf(repositoryRoot, loadIndexFile(INDEX_FILE));
    // The warm-up round also compares the answers.
    let differing = 0;
    for (const query of keystrokes) if (hitIds(before(query)) !== hitIds(after(query))) differing++;
    const times = { before: [] as number[], after: [] as number[] };
    for (let round = 0; round < settings.rounds; round++) {
      for (const query of keystrokes) {
        if (round % 2 === 0) {
          timed(before, query, times.before);
          timed(after, query, times.after);
        } else {
          timed(after, query, times.after);
          timed(before, query, times.before);
        }
      }
    }
    const sorted = { before: times.before.sort((a, b) => a - b), after: times.after.sort((a, b) => a - b) };
    const row = (label: string, samples: number[]) => [
      label,
      String(samples.length),
      ...[50, 90, 99].map((p) => ms(percentile(samples, p))),
      ms(samples.at(-1)!),
    ];
    const ratio = (p: number) => (percentile(sorted.after, p) / percentile(sorted.before, p)).toFixed(2);
    const report = [
      `## Our engine per keystroke: ${describeWorkingTree(repositoryRoot)} against ${baseline.commit.slice(0, 7)}`,
      '',
      `"${baseline.subject}"`,
      '',
      markdownTable(
        ['Engine', 'Searches', 'p50', 'p90', 'p99', 'max'],
        [row(`before (${baseline.commit.slice(0, 7)})`, sorted.before), row('after (working tree)', sorted.after)],
      ),
      '',
      `After / before: p50 × ${ratio(50)}, p90 × ${ratio(90)}, p99 × ${ratio(99)}.`,
      `Keystrokes whose hits differ (object ids of the page, in order): ${differing} of ${keystrokes.length}.`,
      '',
      `Every keystroke of both query sets (${keystrokes.length}), DocSearch's request, ${settings.rounds} rounds after` +
        ' one of warm-up; the two engines take turns on each keystroke, the first to answer alternating by round.',
    ].join('\n');
    console.log(report);
    writeResults('bench:engine', report, [
      `Load average ${loadAtStart} at the start, ${loadAverage()} at the end (one minute); the two engines share it.`,
    ]);
  } finally {
    baseline.remove();
    forget();
  }
}

await runBench('bench:engine', main);
