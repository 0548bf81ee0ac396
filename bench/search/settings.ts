/** Benchmark knobs from the environment, so a quick run is one variable away. */
import {BenchInputError} from './indexFile.js';

export interface BenchSettings {
  /** Seconds of HTTP load. */
  duration: number;
  connections: number;
  /** In-process rounds over the whole query set, after the warm-up rounds. */
  rounds: number;
  warmupRounds: number;
}

function positiveInteger(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new BenchInputError(`${name} must be a positive integer, got "${raw}".`);
  return Number(raw);
}

export function benchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    duration: positiveInteger('BENCH_DURATION', 20, env),
    connections: positiveInteger('BENCH_CONNECTIONS', 50, env),
    rounds: positiveInteger('BENCH_ROUNDS', 30, env),
    warmupRounds: 3,
  };
}
