import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';

// Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here):
// - site: the production build, served by our own server from a worker-scoped fixture (e2e/fixtures.ts);
// - library: every bulmatic export on a page with Bulma's real stylesheet (packages/bulmatic/browser).
export default defineConfig({
  projects: [
    {name: 'site', testDir: './e2e'},
    {name: 'library', testDir: './packages/bulmatic/browser'},
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    // Recording a trace costs every test about a fifth of its time, passing or not (a 235-test sample: 398 s of
    // test time with traces kept on failure, 319 s without): traces are recorded on a retry only. To see one for a
    // failing test, run it again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
