/**
 * Per-keystroke latency: DocSearch sends a search for each character a reader types, so the latency a reader feels
 * is that of every prefix of the query (`b`, `bu`, `but`, ... `button`; spaces included, as typed), not only of the
 * whole query. In process, every prefix of every query of both sets, after one warm-up round, over
 * `BENCH_KEYSTROKE_ROUNDS` rounds: p50, p99 and max per engine, and the keystroke that is slowest (by its median
 * over the rounds, so that one garbage collection does not name it). Ours answers DocSearch's request; the peers
 * do their nearest equivalent, a search with the last word as a prefix.
 * Run alone with `npx tsx bench/search/keystrokes.ts`.
 */
import { performance } from 'node:perf_hooks';
import type { BenchEngine } from './engines/engine.js';
import { percentile } from './latency.js';
import type { BenchQuery } from './querySets.js';

/** What the search box holds after each keystroke while a reader types the query. */
export function keystrokesOf(query: string): string[] {
  const characters = [...query];
  return characters.map((_, typed) => characters.slice(0, typed + 1).join(''));
}

export interface KeystrokeSummary {
  label: string;
  /** Searches timed: keystrokes × rounds. */
  samples: number;
  keystrokes: number;
  p50: number;
  p99: number;
  max: number;
  /** The keystroke with the highest median over the rounds, and that median. */
  slowest: { typed: string; median: number } | null;
  /** Why the engine could not be timed, when it threw. */
  failure?: string;
}

export function measureKeystrokes(engines: BenchEngine[], queries: BenchQuery[], rounds: number): KeystrokeSummary[] {
  const keystrokes = queries.flatMap(({ query }) => keystrokesOf(query));
  const summaries: KeystrokeSummary[] = [];
  for (const engine of engines) {
    if (engine.failure !== undefined) {
      summaries.push(failed(`${engine.name}`, keystrokes.length, engine.failure));
      continue;
    }
    for (const timing of engine.keystrokes) {
      // Per keystroke, its time in each round: keystroke k of round r at [k * rounds + r].
      const times = new Float64Array(keystrokes.length * rounds);
      try {
        for (const typed of keystrokes) timing.run(typed);
        for (let round = 0; round < rounds; round++) {
          keystrokes.forEach((typed, index) => {
            const started = performance.now();
            timing.run(typed);
            times[index * rounds + round] = performance.now() - started;
          });
        }
      } catch (error) {
        summaries.push(failed(timing.label, keystrokes.length, (error as Error).message));
        continue;
      }
      let slowest: KeystrokeSummary['slowest'] = null;
      keystrokes.forEach((typed, index) => {
        const own = Array.from(times.subarray(index * rounds, (index + 1) * rounds)).sort((a, b) => a - b);
        const median = percentile(own, 50);
        if (slowest === null || median > slowest.median) slowest = { typed, median };
      });
      const sorted = Array.from(times).sort((a, b) => a - b);
      summaries.push({
        label: timing.label,
        samples: sorted.length,
        keystrokes: keystrokes.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        slowest,
      });
    }
  }
  return summaries;
}

function failed(label: string, keystrokes: number, failure: string): KeystrokeSummary {
  const first = failure.split('\n')[0] ?? failure;
  return {
    label,
    samples: 0,
    keystrokes,
    p50: Number.NaN,
    p99: Number.NaN,
    max: Number.NaN,
    slowest: null,
    failure: first,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createEngines } = await import('./engines/index.js');
  const { loadIndexFile } = await import('./indexFile.js');
  const { QUERIES, READER_QUERIES } = await import('./querySets.js');
  const { benchSettings } = await import('./settings.js');
  const { keystrokeTable } = await import('./report.js');
  const engines = await createEngines(loadIndexFile());
  const queries = [...QUERIES, ...READER_QUERIES];
  const measured = measureKeystrokes(engines, queries, benchSettings().keystrokeRounds);
  console.log(keystrokeTable(measured, `the ${queries.length} queries of both sets`));
}
