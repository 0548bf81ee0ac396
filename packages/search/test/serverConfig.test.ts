import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { readAnalyticsConfig } from '@bulmatic/config';
import { searchApiForBuild } from '../src/server/buildIndex.js';
import { readServerConfig } from '@bulmatic/config';
import { API_KEY, APP_ID, INDEX, temporarySite } from './analytics/site.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the server configuration', () => {
  it('is read whole, and each bad value names its variable', () => {
    expect(readServerConfig({ PORT: '4000', SEARCH_THREADS: '2' })).toMatchObject({
      listen: { port: 4000 },
      threads: 2,
    });
    expect(readServerConfig({}).answerCacheBytes).toBe(32 * 1024 * 1024);
    expect(readServerConfig({ SEARCH_ANSWER_CACHE_MB: '0' }).answerCacheBytes).toBe(0);
    expect(readServerConfig({}).clientWorkBudget).toEqual({ unitsPerSecond: 20_000 });
    expect(readServerConfig({ SEARCH_CLIENT_BUDGET: '500' }).clientWorkBudget).toEqual({ unitsPerSecond: 500 });
    expect(readServerConfig({ SEARCH_CLIENT_BUDGET: '0' }).clientWorkBudget).toBeNull();
    const bad: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
      [{ SEARCH_THREADS: '0' }, /^Invalid configuration: SEARCH_THREADS /],
      [{ SEARCH_ANSWER_CACHE_MB: '-1' }, /^Invalid configuration: SEARCH_ANSWER_CACHE_MB /],
      [{ SEARCH_ANSWER_CACHE_MB: '1.5' }, /^Invalid configuration: SEARCH_ANSWER_CACHE_MB /],
      [{ SEARCH_CLIENT_BUDGET: 'lots' }, /^Invalid configuration: SEARCH_CLIENT_BUDGET /],
      [{ SEARCH_CLIENT_BUDGET: '-5' }, /^Invalid configuration: SEARCH_CLIENT_BUDGET /],
      [{ SEARCH_ANALYTICS_FILE: '/proc/nope/x.sqlite' }, /^Invalid configuration: SEARCH_ANALYTICS_FILE /],
      [{ SEARCH_ANALYTICS_RETENTION_DAYS: 'forever' }, /^Invalid configuration: SEARCH_ANALYTICS_RETENTION_DAYS /],
      [{ SITE_URL: 'not a url' }, /^Invalid configuration: SITE_URL /],
    ];
    for (const [env, message] of bad) expect(() => readServerConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('names SEARCH_ANALYTICS_FILE when the file it names is not a database', async () => {
    const { siteRoot } = await temporarySite();
    const file = path.join(siteRoot, '..', 'notes.txt');
    await writeFile(file, 'These are not the droids you are looking for. '.repeat(100));
    const analytics = readAnalyticsConfig({ SEARCH_ANALYTICS_FILE: file });
    expect(() =>
      searchApiForBuild(siteRoot, { appId: APP_ID, apiKey: API_KEY, indexName: INDEX }, analytics, { threads: 0 }),
    ).toThrow(
      /^Invalid configuration: SEARCH_ANALYTICS_FILE cannot be opened: Cannot open the search analytics database .*notes\.txt: file is not a database/,
    );
  });

  it('stops `npm start` before it builds or loads anything, naming the variable', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: repositoryRoot,
      env: { ...process.env, SEARCH_ANALYTICS_FILE: '/proc/nope/x.sqlite' },
      encoding: 'utf8',
      // Were the check missing, it would go on to build or serve: the timeout turns that into a failure.
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: SEARCH_ANALYTICS_FILE names a folder that does not exist');
    expect(result.stdout).not.toContain('Build the library');
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
