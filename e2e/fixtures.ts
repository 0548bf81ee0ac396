import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { SqliteAnalyticsStore } from '../packages/search/src/analytics/sqliteStore.js';
import { searchApiForBuild } from '../packages/search/src/server/buildIndex.js';
import { createServer } from '../packages/search/src/server/index.js';
import { readSiteEnv } from '@bulmatic/config';
import { startStaticHost } from './staticHost';

export const siteRoot = path.resolve(__dirname, '../website/build');

/** The SEARCH_ADMIN_KEY of the test server, which opens its search analytics report. */
export const ANALYTICS_ADMIN_KEY = 'e2e-search-admin-key-0123456789';

interface WorkerFixtures {
  /** Origin of the production build served by our own server, e.g. http://127.0.0.1:41234. */
  origin: string;
}

interface TestFixtures {
  /** Every request that left this machine; the fixture fails the test on any. */
  foreignRequests: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  origin: [
    async ({}, use) => {
      // Each worker records search analytics in a database of its own, so one worker's tests never see another's.
      const analyticsFolder = mkdtempSync(path.join(os.tmpdir(), 'bulmatic-e2e-analytics-'));
      const analyticsFile = path.join(analyticsFolder, 'analytics.sqlite');
      const search = {
        ...searchApiForBuild(siteRoot, readSiteEnv(process.env).search, null),
        analytics: {
          store: new SqliteAnalyticsStore({ file: analyticsFile, retentionDays: 90 }),
          adminKey: ANALYTICS_ADMIN_KEY,
        },
      };
      const app = await createServer({ siteRoot, logger: false, search });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      await use(`http://127.0.0.1:${port}`);
      await app.close();
      rmSync(analyticsFolder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ origin }, use) => use(origin),
  foreignRequests: [
    async ({ context, origin }, use) => {
      const foreign: string[] = [];
      const loopback = new Set([new URL(origin).hostname, '127.0.0.1', 'localhost', '[::1]']);
      context.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !loopback.has(url.hostname)) foreign.push(request.url());
      });
      await use(foreign);
      expect(foreign, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the colour mode before any page script runs, as a returning reader's stored choice would. */
export async function storeColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/**
 * Opens a page and waits until React has hydrated it (the theme then marks <html data-has-hydrated="true">), so
 * clicks and keyboard shortcuts reach their handlers as they would for a reader.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * A worker fixture for `test.extend`: the build on a host that serves files only (staticHost.ts), started once per
 * Playwright worker, given as its origin.
 */
export const staticHostOrigin: [
  (args: object, use: (origin: string) => Promise<void>) => Promise<void>,
  { scope: 'worker' },
] = [
  async ({}, use) => {
    const host = await startStaticHost(siteRoot);
    await use(host.origin);
    await host.close();
  },
  { scope: 'worker' },
];
