/** Benchmark knobs from the environment, so a quick run is one variable away. */
import { BenchInputError } from './indexFile.js';

export interface BenchSettings {
  /** Seconds of HTTP load. */
  duration: number;
  connections: number;
  /** In-process rounds over the whole query set, after the warm-up rounds. */
  rounds: number;
  warmupRounds: number;
  /** In-process rounds over every keystroke (prefix) of every query, after one warm-up round. */
  keystrokeRounds: number;
  /** Runs of each worst-case request; its figure is the slowest run. */
  worstRuns: number;
  /** Seconds one worst-case request may run before it is stopped and reported as over this time. */
  worstTimeout: number;
  /**
   * Runs of each first query in Chromium, for ours and Pagefind each, taken in turns (medians over all are reported):
   * one sample of a first search varies by a fifth from one to the next on this machine.
   */
  browserRuns: number;
  /**
   * Whether the report lists the held-out queries ours misses. Off by default: whoever tunes the engine reads the
   * report, and a held-out query read is a held-out query tuned on.
   */
  listHeldOutMisses: boolean;
}

export interface LoadSettings {
  /** Seconds of load for each of the four measurements (two servers, two mixes). */
  duration: number;
  connections: number;
  /** The git ref of the "before" server. */
  baselineRef: string;
}

/** The last commit before the second-generation engine (issue 16): the "before" of `bench:load`. */
export const DEFAULT_BASELINE_REF = 'f8fadcd';

function positiveInteger(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new BenchInputError(`${name} must be a positive integer, got "${raw}".`);
  return Number(raw);
}

function flag(name: string, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name]?.trim();
  if (!raw || raw === '0') return false;
  if (raw === '1') return true;
  throw new BenchInputError(`${name} must be 1 or 0, got "${raw}".`);
}

export function benchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    duration: positiveInteger('BENCH_DURATION', 20, env),
    connections: positiveInteger('BENCH_CONNECTIONS', 50, env),
    rounds: positiveInteger('BENCH_ROUNDS', 30, env),
    warmupRounds: 3,
    keystrokeRounds: positiveInteger('BENCH_KEYSTROKE_ROUNDS', 5, env),
    worstRuns: positiveInteger('BENCH_WORST_RUNS', 3, env),
    worstTimeout: positiveInteger('BENCH_WORST_TIMEOUT', 20, env),
    browserRuns: positiveInteger('BENCH_BROWSER_RUNS', 3, env),
    listHeldOutMisses: flag('BENCH_LIST_HELD_OUT_MISSES', env),
  };
}

/** A git ref from the environment, or the fallback. */
function gitRef(name: string, fallback: string, env: NodeJS.ProcessEnv): string {
  const ref = env[name]?.trim() || fallback;
  // A ref is handed to git as one argument; refuse what git would read as an option.
  if (ref.startsWith('-')) throw new BenchInputError(`${name} must be a git ref, got "${ref}".`);
  return ref;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  return {
    duration: positiveInteger('BENCH_DURATION', 30, env),
    connections: positiveInteger('BENCH_CONNECTIONS', 50, env),
    baselineRef: gitRef('BENCH_BASELINE_REF', DEFAULT_BASELINE_REF, env),
  };
}

/** `npm run bench:engine`: this working tree's engine per keystroke against another commit's, in one process. */
export interface EngineComparisonSettings {
  /** The commit whose engine is the "before" (`BENCH_ENGINE_REF`, default HEAD: the changes not committed yet). */
  ref: string;
  /** Rounds over every keystroke, after one of warm-up. */
  rounds: number;
}

export function engineComparisonSettings(env: NodeJS.ProcessEnv = process.env): EngineComparisonSettings {
  return { ref: gitRef('BENCH_ENGINE_REF', 'HEAD', env), rounds: positiveInteger('BENCH_KEYSTROKE_ROUNDS', 5, env) };
}
