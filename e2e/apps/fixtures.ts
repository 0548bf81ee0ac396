import { test as base, expect, type Page } from '@playwright/test';
import { builtApp, startApp, type AppName, type AppServer } from './packedApps';

/** React's production errors for server HTML that hydration could not match: #418, #423, #425. */
const HYDRATION_ERRORS = /Minified React error #(418|423|425)\b/;

interface WorkerFixtures {
  /** The origin of an app's production server (vite preview, next start), started on first use in each worker. */
  appOrigin: (app: AppName) => Promise<string>;
}

interface TestFixtures {
  /** Which app the tests open; set with `test.use({app})` in a describe block. */
  app: AppName;
  /** Console errors and warnings, uncaught errors and requests to other hosts; the fixture fails the test on any. */
  pageProblems: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: ['vite', { option: true }],
  appOrigin: [
    async ({}, use) => {
      const servers = new Map<AppName, Promise<AppServer>>();
      try {
        await use(async (app) => {
          if (!servers.has(app)) servers.set(app, startApp(app, builtApp(app)));
          return (await servers.get(app)!).origin;
        });
      } finally {
        const started = await Promise.allSettled(servers.values());
        await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app, appOrigin }, use) => use(await appOrigin(app)),
  pageProblems: [
    async ({ page, baseURL }, use) => {
      // Listening from the page's creation, before any navigation, catches what hydration logs.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => {
        // A production React names a hydration mismatch only by its error number.
        const hydration = HYDRATION_ERRORS.test(error.message) ? ' (a hydration mismatch)' : '';
        problems.push(`uncaught${hydration}: ${error.message}`);
      });
      // Everything the apps use is bundled: nothing may come from a CDN.
      const origin = new URL(baseURL!).origin;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request to ${request.url()}`);
      });
      await use(problems);
      expect(problems, 'console errors and warnings, uncaught errors, requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens the app's page and waits until React has hydrated it, so input reaches the handlers. */
export async function open(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
