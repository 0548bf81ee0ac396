/**
 * Where a benchmark leaves its report: `bench/results/<bench>.md`, replaced by each run, headed by when, on which
 * commit and on what machine it ran. Commit the file when its figures are worth keeping; nothing else copies them.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describeWorkingTree} from './load/baseline.js';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(repositoryRoot, 'bench/results');

/** Writes `report` (markdown) as the results of `bench` and says where. */
export function writeResults(bench: string, report: string): string {
  const cpus = os.cpus();
  const header = [
    `# ${bench}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${describeWorkingTree(repositoryRoot)}; ` +
      `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}.`,
    '',
  ].join('\n');
  mkdirSync(RESULTS_DIR, {recursive: true});
  const file = path.join(RESULTS_DIR, `${bench.replace(/^bench:/, '')}.md`);
  writeFileSync(file, `${header}\n${report.trim()}\n`);
  console.log(`\n${bench}: results written to ${path.relative(repositoryRoot, file)}`);
  return file;
}
