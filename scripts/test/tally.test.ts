import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playwrightTally, type TestNames, vitestTally } from '../tally.js';

const folder = mkdtempSync(path.join(tmpdir(), 'bulmatic-tally-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function report(name: string, content: unknown): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const noNames = (): TestNames => ({ failures: [], flaky: [] });

describe('the Playwright tally', () => {
  it('counts a test that passed on its second try as passed and names it as flaky', () => {
    const file = report('flaky.json', {
      stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'production.spec.ts',
          specs: [
            { title: 'health checks', tests: [{ projectName: 'production', status: 'expected' }] },
            { title: 'two budgets', tests: [{ projectName: 'production', status: 'flaky' }] },
          ],
          suites: [
            { title: 'nested', specs: [{ title: 'deep', tests: [{ projectName: 'site', status: 'expected' }] }] },
          ],
        },
      ],
    });
    const names = noNames();
    expect(playwrightTally(file, folder, names)).toEqual({ passed: 3, failed: 0, skipped: 0 });
    expect(names).toEqual({ failures: [], flaky: ['playwright [production] production.spec.ts › two budgets'] });
  });

  it('names a failed test with its suites, and counts an error outside any test as a failure', () => {
    const file = report('failed.json', {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 2 },
      errors: [{ message: 'globalSetup threw\nat line 3' }],
      suites: [
        {
          title: 'search.spec.ts',
          suites: [
            { title: 'modal', specs: [{ title: 'opens', tests: [{ projectName: 'site', status: 'unexpected' }] }] },
          ],
        },
      ],
    });
    const names = noNames();
    expect(playwrightTally(file, folder, names)).toEqual({ passed: 1, failed: 2, skipped: 2 });
    expect(names.failures).toEqual([
      'playwright [site] search.spec.ts › modal › opens',
      'playwright: globalSetup threw',
    ]);
  });

  it('counts a missing report as one failure', () => {
    const names = noNames();
    expect(playwrightTally(path.join(folder, 'none.json'), folder, names)).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
    expect(names.failures).toEqual(['playwright wrote no report (none.json)']);
  });
});

describe('the Vitest tally', () => {
  const base = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 0 };

  it('names a test that passed after failing once as flaky, with its first failure line', () => {
    const file = report('vitest-flaky.json', {
      ...base,
      numPassedTests: 2,
      numPendingTests: 1,
      testResults: [
        {
          name: path.join(folder, 'a.test.ts'),
          status: 'passed',
          assertionResults: [
            { fullName: 'a › steady', status: 'passed', failureMessages: [] },
            { fullName: 'a › shaky', status: 'passed', failureMessages: ['Timed out\nstack'] },
          ],
        },
      ],
    });
    const names = noNames();
    expect(vitestTally(file, folder, names)).toEqual({ passed: 2, failed: 0, skipped: 1 });
    expect(names).toEqual({ failures: [], flaky: ['vitest a.test.ts › a › shaky: Timed out'] });
  });

  it('counts a file that did not load as a failure even with no failed test', () => {
    const file = report('vitest-unloaded.json', {
      ...base,
      numFailedTestSuites: 1,
      testResults: [
        {
          name: path.join(folder, 'b.test.ts'),
          status: 'failed',
          message: 'Cannot find module\nx',
          assertionResults: [],
        },
      ],
    });
    const names = noNames();
    expect(vitestTally(file, folder, names)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(names.failures).toEqual(['vitest b.test.ts (did not load: Cannot find module)']);
  });
});
