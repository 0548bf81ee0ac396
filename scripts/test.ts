/**
 * `npm test`: every runner (unit and integration with Vitest, with a fresh production build made beside them; then
 * browser with Playwright against that build), then one summary line `tests: N passed, M failed` summed over all.
 * Set SKIP_BUILD=1 to reuse an existing build while iterating on browser tests.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, runToFile } from './run.js';
import { playwrightTally, type Tally, type TestNames, vitestTally } from './tally.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

// The names of the tests that failed, and of those that passed only when tried again, printed above the summary.
const names: TestNames = { failures: [], flaky: [] };
const { failures, flaky } = names;

const tallies: Tally[] = [];
let exitCode = 0;

// The build does not need the unit tests and they do not need it (they make their own sites in temporary folders),
// so it runs beside them: on two cores each leaves the other room (Vitest's last files run one at a time, the build's
// webpack phase keeps about one and a half cores busy). Its output goes to a file, printed once Vitest is done, so
// the two do not interleave.
const buildNeeded = process.env.SKIP_BUILD !== '1' || !existsSync(path.join(root, 'website/build/index.html'));
const buildLog = path.join(resultsDir, 'build.log');
const buildStart = performance.now();
const building = (buildNeeded ? runToFile('npx', ['tsx', 'scripts/build.ts'], buildLog) : Promise.resolve(0)).then(
  (code) => ({ code, seconds: Math.round((performance.now() - buildStart) / 1000) }),
);

// Checks of the code as written, each one test: a finding fails it. Run first, beside the build.
const STATIC_CHECKS = [
  { name: 'format and lint (npm run lint:code, Biome)', script: 'lint:code' },
  { name: 'dependency rules (npm run lint:deps)', script: 'lint:deps' },
];
for (const check of STATIC_CHECKS) {
  console.log(`\n▶ ${check.name}`);
  const code = await run('npm', ['run', '--silent', check.script]);
  tallies.push({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  if (code !== 0) {
    exitCode = 1;
    failures.push(check.name);
  }
}

console.log(`\n▶ Unit and integration tests (Vitest)${buildNeeded ? ', with the build beside them' : ''}`);
const vitestReport = path.join(resultsDir, 'vitest.json');
// On CI a failed test is tried once more, as Playwright's are (playwright.config.ts): the Vitest suites start real
// servers, threads and processes beside the build on two cores, where a timing can slip once. A test that passes on
// its second try is named above the summary, so a flaky test shows rather than hides.
const vitestCode = await run('npx', [
  'vitest',
  'run',
  ...(process.env.CI ? ['--retry=1'] : []),
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
tallies.push(vitestTally(vitestReport, root, names));
if (vitestCode !== 0) exitCode = 1;

const { code: buildCode, seconds } = await building;
if (buildNeeded) {
  console.log(`\n▶ The build (library, site, search index, compressed files), run beside Vitest: ${seconds} s\n`);
  console.log(readFileSync(buildLog, 'utf8'));
}
if (buildCode !== 0) {
  // Without a build there is nothing for the browser tests to open: one failure, and the summary still prints.
  console.error(`✖ The build failed (exit ${buildCode}); the browser tests need it`);
  tallies.push({ passed: 0, failed: 1, skipped: 0 });
  failures.push(`the build (exit ${buildCode}, its log: test-results/build.log)`);
  exitCode = 1;
} else {
  console.log('\n▶ Browser tests (Playwright, Chromium)');
  const playwrightReport = path.join(resultsDir, 'playwright.json');
  const playwrightCode = await run('npx', ['playwright', 'test'], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  tallies.push(playwrightTally(playwrightReport, root, names));
  if (playwrightCode !== 0) exitCode = 1;
}

const total = tallies.reduce(
  (sum, tally) => ({
    passed: sum.passed + tally.passed,
    failed: sum.failed + tally.failed,
    skipped: sum.skipped + tally.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (total.failed > 0) exitCode = 1;
if (flaky.length > 0) console.log(`\nPassed when tried again:\n${flaky.map((name) => `  ⚠ ${name}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✖ ${name}`).join('\n')}`);
const summary = `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(exitCode);
