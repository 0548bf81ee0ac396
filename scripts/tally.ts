/**
 * Reads the reports Vitest and Playwright write and counts their tests for `npm test`'s summary line. The names of
 * failed tests, and of tests that failed once and passed when tried again, go to the lists the caller passes in.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/** Where the names go: printed again just above the summary, because CI keeps only the end of the output. */
export interface TestNames {
  failures: string[];
  /** Tests that failed once and passed when tried again (CI retries once). */
  flaky: string[];
}

export function vitestTally(file: string, root: string, names: TestNames): Tally {
  if (!existsSync(file)) {
    names.failures.push(`vitest wrote no report (${path.relative(root, file)})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[];
    }[];
  };
  for (const testFile of report.testResults) {
    const where = path.relative(root, testFile.name);
    const failed = testFile.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) names.failures.push(`vitest ${where} › ${test.fullName}`);
    for (const test of testFile.assertionResults) {
      if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0)
        names.flaky.push(`vitest ${where} › ${test.fullName}: ${test.failureMessages?.[0]?.split('\n')[0]}`);
    }
    if (failed.length === 0 && testFile.status === 'failed') {
      names.failures.push(`vitest ${where} (did not load: ${testFile.message?.split('\n')[0] ?? 'no message'})`);
    }
  }
  return {
    passed: report.numPassedTests,
    // A test file that fails to load has no failed test but must still count as a failure.
    failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

export function playwrightTally(file: string, root: string, names: TestNames): Tally {
  if (!existsSync(file)) {
    names.failures.push(`playwright wrote no report (${path.relative(root, file)})`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: { message?: string }[];
    suites?: PlaywrightSuite[];
  };
  const visit = (suite: PlaywrightSuite, titles: string[]): void => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `playwright [${test.projectName}] ${[...here, spec.title].join(' › ')}`;
        if (test.status === 'flaky') names.flaky.push(name);
        if (test.status === 'unexpected') names.failures.push(name);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? [])
    names.failures.push(`playwright: ${error.message?.split('\n')[0] ?? 'an error outside a test'}`);
  const { stats } = report;
  // A test that passed when tried again counts as passed; its name is in `names.flaky`.
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
  };
}
