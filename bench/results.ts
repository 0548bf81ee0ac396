/**
 * Where a benchmark leaves its report: `bench/results/<bench>.md`, replaced by each run, headed by when, on which
 * commit and on what machine it ran, and by what else its figures depend on (`facts`: the load on the machine, the
 * versions measured, the settings of the run). Commit the file when its figures are worth keeping; nothing else copies
 * them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describeWorkingTree } from './load/baseline.js';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
export const RESULTS_DIR = path.join(repositoryRoot, 'bench/results');

/** Writes `report` (markdown) as the results of `bench`, with `facts` in its header, and says where. */
export function writeResults(bench: string, report: string, facts: readonly string[] = []): string {
  const cpus = os.cpus();
  const header = [
    `# ${bench}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${describeWorkingTree(repositoryRoot)}; ` +
      `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}.`,
    ...(facts.length > 0 ? ['', ...facts.map((fact) => `- ${fact}`)] : []),
    '',
  ].join('\n');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${bench.replace(/^bench:/, '')}.md`);
  writeFileSync(file, `${header}\n${report.trim()}\n`);
  console.log(`\n${bench}: results written to ${path.relative(repositoryRoot, file)}`);
  return file;
}

/**
 * A report printed section by section as the bench makes it, so a long run shows its tables as they come, and kept
 * for writeResults at the end.
 */
export class PrintedReport {
  private readonly sections: string[] = [];

  /** Prints the lines as one section, followed by a blank line. */
  print(...lines: string[]): void {
    const section = lines.join('\n');
    console.log(`${section}\n`);
    this.sections.push(section);
  }

  get text(): string {
    return this.sections.join('\n\n');
  }
}

/** The one-minute load average: above about 1 per core, other processes shared the CPU with what was timed. */
export function loadAverage(): string {
  return (os.loadavg()[0] ?? 0).toFixed(2);
}

/** The installed version of a package, found as Node would resolve it from the repository root. */
export function packageVersion(name: string): string {
  // Read from the package's folder: not every package exports its package.json.
  const folders = createRequire(path.join(repositoryRoot, 'package.json')).resolve.paths(name) ?? [];
  for (const folder of folders) {
    const manifest = path.join(folder, name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}
