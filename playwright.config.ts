import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

// Browser tests drive Debian's Chromium (Playwright cannot download its own browsers here):
// - site: the production build, served by our own server from a worker-scoped fixture (e2e/fixtures.ts);
// - library: every bulmatic export on a page with Bulma's real stylesheet (packages/bulmatic/browser);
// - apps: a Vite app and a Next.js app built from the packed library (e2e/apps), with no need for the site: built
//   once per run by apps-build, removed by apps-cleanup after the last test that needs them.
export default defineConfig({
  projects: [
    { name: 'site', testDir: './e2e', testIgnore: /e2e\/(apps|production)\// },
    // production: deploy/'s nginx in front of two nodes sharing one PostgreSQL (e2e/production/cluster.ts).
    { name: 'production', testDir: './e2e/production' },
    { name: 'library', testDir: './packages/bulmatic/browser' },
    { name: 'apps-build', testDir: './e2e/apps', testMatch: /build\.setup\.ts$/, teardown: 'apps-cleanup' },
    { name: 'apps-cleanup', testDir: './e2e/apps', testMatch: /cleanup\.teardown\.ts$/ },
    { name: 'apps', testDir: './e2e/apps', dependencies: ['apps-build'] },
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a fifth of its time, passing or not (a 235-test sample: 398 s of
    // test time with traces kept on failure, 319 s without): traces are recorded on a retry only. To see one for a
    // failing test, run it again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
