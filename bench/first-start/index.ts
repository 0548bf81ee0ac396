/**
 * A newcomer's first start, timed: a fresh clone of this repository's HEAD in a temporary folder, `npm ci`, then
 * `npm start` until the home page is served and a search is answered with hits. The start is timed twice on the
 * same clone and the same `npm ci`, one after the other: as committed (Docusaurus's `future.faster`: Rspack, SWC,
 * Lightning CSS) and with that line taken out of the clone's docusaurus.config.ts (webpack, Babel, cssnano), each
 * from nothing built (no build, no index, no bundler cache), with the time of each step `npm start` announces.
 * Written to bench/results/first-start.md. Run with `npm run bench:first-start`; it takes about ten minutes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSiteEnv } from '@bulmatic/config';
import { freePort } from '../../e2e/production/cluster.js';
import { loadAverage, writeResults } from '../results.js';
import { markdownTable } from '../search/report.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const FASTER_LINE = /^\s*future: \{ faster: true.*\n/m;

interface Start {
  variant: string;
  seconds: number;
  /** The steps `npm start` announced, each with its time to the next ("Build the website 71 s"; the last one's until serving). */
  steps: string[];
  failure?: string;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

function run(command: string, args: string[], cwd: string): number {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: '' } });
  return seconds(started);
}

/** Resolves once the home page is served and a search for "button" has hits; the clock is the caller's. */
async function untilServing(origin: string, child: ChildProcess): Promise<void> {
  const { appId, apiKey, indexName } = readSiteEnv({}).search;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
    try {
      const home = await fetch(`${origin}/`);
      const search = await fetch(
        `${origin}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`,
        {
          method: 'POST',
          body: JSON.stringify({ requests: [{ indexName, query: 'button' }] }),
        },
      );
      if (home.ok && search.ok && (await search.json()).results[0].nbHits > 0) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function timeStart(clone: string, variant: string): Promise<Start> {
  for (const built of ['website/build', 'website/search-index.json', 'website/.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(clone, built), { recursive: true, force: true });
  }
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), CI: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  // Each step `npm start` announces ("▶ Build the website"), with the second it began.
  const marks: { step: string; at: number }[] = [];
  let pending = '';
  child.stdout!.on('data', (chunk) => {
    process.stdout.write(chunk);
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('▶ ')) marks.push({ step: line.slice(2), at: seconds(started) });
  });
  try {
    await untilServing(`http://127.0.0.1:${port}`, child);
    const total = seconds(started);
    const steps = marks.map(({ step, at }, index) => `${step} ${((marks[index + 1]?.at ?? total) - at).toFixed(0)} s`);
    return { variant, seconds: total, steps };
  } catch (error) {
    return { variant, seconds: seconds(started), steps: [], failure: (error as Error).message };
  } finally {
    // npm, tsx and the server: the whole process group.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const clone = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-first-start-'));
try {
  execFileSync('git', ['clone', '--quiet', repositoryRoot, clone]);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  // As a reader's machine would: better-sqlite3 at the -O3 its build asks for.
  const npmCi = run('npm', ['ci', '--no-audit', '--no-fund'], clone);
  const config = path.join(clone, 'website/docusaurus.config.ts');
  const committed = readFileSync(config, 'utf8');
  if (!FASTER_LINE.test(committed))
    throw new Error('website/docusaurus.config.ts has no `future: { faster: true` line');
  const starts = [await timeStart(clone, 'future.faster (as committed)')];
  writeFileSync(config, committed.replace(FASTER_LINE, ''));
  starts.push(await timeStart(clone, 'webpack (future.faster taken out)'));
  const [faster, webpack] = starts;
  const rows = starts.map((start) => [
    start.variant,
    start.failure ? `failed: ${start.failure}` : `${start.seconds.toFixed(0)} s`,
    `${(npmCi + start.seconds).toFixed(0)} s`,
    start === faster && webpack && !faster.failure && !webpack.failure
      ? `× ${(faster.seconds / webpack.seconds).toFixed(2)}`
      : '',
  ]);
  const report = [
    '## A fresh clone: `npm ci`, then `npm start` until the first page and a search answer',
    '',
    markdownTable(['Build', '`npm start` to serving', 'With `npm ci`', 'Against webpack'], rows),
    '',
    `- \`npm ci\` on the fresh clone of ${commit}: ${npmCi.toFixed(0)} s (once; both starts use it).`,
    '- Each start begins with nothing built: no website/build, no index, no bundler cache.',
    ...starts.map((start) => `- ${start.variant}: the steps it ran: ${start.steps.join('; ') || 'none printed'}.`),
  ].join('\n');
  console.log(report);
  writeResults('bench:first-start', report, [`load average ${loadAverage()} at the end`]);
  if (starts.some((start) => start.failure)) process.exitCode = 1;
} finally {
  rmSync(clone, { recursive: true, force: true });
}
