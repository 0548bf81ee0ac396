/**
 * `npm test`: every runner in turn (unit and integration with Vitest, browser with Playwright against a fresh
 * production build), then one summary line `tests: N passed, M failed` summed over all of them.
 * Set SKIP_BUILD=1 to reuse an existing build while iterating on browser tests.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildAll} from './build.js';
import {run} from './run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, {recursive: true});

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTally(file: string): Tally {
  if (!existsSync(file)) return {passed: 0, failed: 1, skipped: 0};
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    // A test file that fails to load has no failed test but must still count as a failure.
    failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTally(file: string): Tally {
  if (!existsSync(file)) return {passed: 0, failed: 1, skipped: 0};
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: {expected: number; unexpected: number; flaky: number; skipped: number};
    errors?: unknown[];
  };
  const {expected, unexpected, flaky, skipped} = report.stats;
  return {passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped};
}

const tallies: Tally[] = [];
let exitCode = 0;

console.log('\n▶ Unit and integration tests (Vitest)');
const vitestReport = path.join(resultsDir, 'vitest.json');
const vitestCode = await run('npx', [
  'vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
]);
tallies.push(vitestTally(vitestReport));
if (vitestCode !== 0) exitCode = 1;

if (process.env.SKIP_BUILD !== '1' || !existsSync(path.join(root, 'website/build/index.html'))) {
  await buildAll();
}

console.log('\n▶ Browser tests (Playwright, Chromium)');
const playwrightReport = path.join(resultsDir, 'playwright.json');
const playwrightCode = await run('npx', ['playwright', 'test'], {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
tallies.push(playwrightTally(playwrightReport));
if (playwrightCode !== 0) exitCode = 1;

const total = tallies.reduce(
  (sum, tally) => ({
    passed: sum.passed + tally.passed,
    failed: sum.failed + tally.failed,
    skipped: sum.skipped + tally.skipped,
  }),
  {passed: 0, failed: 0, skipped: 0},
);
if (total.failed > 0) exitCode = 1;
const summary = `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(exitCode);
