import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { algoliaSettingsOf } from '../src/hosted/settings.js';
import { pushIndex } from '../src/hosted/push.js';
import { runPushCommand } from '../src/hosted/pushCommand.js';
import type { Synonym } from '../src/indexFile/synonyms.js';
import { startFakeAlgolia, type FakeAlgolia, type RecordedRequest } from './fakeAlgolia.js';
import { DOCS_SITE_SETTINGS, indexOf, record } from './records.js';

const APP_ID = 'BULMATICTEST';
const ADMIN_KEY = 'admin-key-with-write-rights';
const SEARCH_KEY = 'search-only-key';
const INDEX_NAME = 'bulmatic_docs';
const BATCH_SIZE = 3;

const fixtureRecords = Array.from({ length: 7 }, (_, position) =>
  record({
    id: `record-${position}`,
    lvl0: 'Elements',
    lvl1: `Page ${position}`,
    content: `Text ${position}`,
    position,
  }),
);

const fixtureSynonyms: Synonym[] = [
  { objectID: 'popup-to-modal', type: 'oneWaySynonym', input: 'popup', synonyms: ['modal'] },
  { objectID: 'colour-color', type: 'synonym', synonyms: ['colour', 'color'] },
  { objectID: 'ghost-to-skeleton', type: 'altCorrection2', word: 'ghost', corrections: ['skeleton'] },
];

let algolia: FakeAlgolia;
let workDir: string;
let indexFile: string;

const hosts = () => [{ url: `127.0.0.1:${algolia.port}`, protocol: 'http' as const, accept: 'readWrite' as const }];
const env = (overrides: Record<string, string | undefined> = {}) => ({
  ALGOLIA_APP_ID: APP_ID,
  ALGOLIA_API_KEY: SEARCH_KEY,
  ALGOLIA_INDEX_NAME: INDEX_NAME,
  ALGOLIA_ADMIN_API_KEY: ADMIN_KEY,
  ...overrides,
});

/** Runs the command in-process against the fake Algolia and captures what it prints. */
async function push(overrides: Record<string, string | undefined> = {}, file = indexFile) {
  const out: string[] = [];
  const errors: string[] = [];
  const exitCode = await runPushCommand({
    env: env(overrides),
    indexFile: file,
    hosts: hosts(),
    batchSize: BATCH_SIZE,
    log: (line) => out.push(line),
    logError: (line) => errors.push(line),
  });
  return { exitCode, out: out.join('\n'), errors: errors.join('\n') };
}

const byRoute = (request: RecordedRequest) => `${request.method} ${request.path}`;
/** A batch of records (`/1/indexes/{name}/batch`), not of synonyms (`/1/indexes/{name}/synonyms/batch`). */
const isRecordBatch = (request: RecordedRequest) =>
  request.method === 'POST' && /^\/1\/indexes\/[^/]+\/batch$/.test(request.path);
const isTemporary = (name: string) => new RegExp(`^${INDEX_NAME}_tmp_\\d+$`).test(name);
const indexOfPath = (request: RecordedRequest) => decodeURIComponent(request.path.split('/')[3] ?? '');

beforeAll(async () => {
  algolia = await startFakeAlgolia({ appId: APP_ID, adminKey: ADMIN_KEY, searchKey: SEARCH_KEY });
  workDir = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-push-'));
  indexFile = path.join(workDir, 'search-index.json');
  // The file's own index name is the embedded service's; the push target comes from ALGOLIA_INDEX_NAME.
  await writeFile(indexFile, JSON.stringify(indexOf(fixtureRecords, 'bulmatic', fixtureSynonyms)));
});

afterEach(() => {
  algolia.requests.length = 0;
  algolia.indices.clear();
});

afterAll(async () => {
  await algolia.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('search:push with the real algoliasearch client against a local Algolia', () => {
  it('replaces the index with every record exactly once, across batches, and sets our settings', async () => {
    const { exitCode, out, errors } = await push();
    expect(errors).toBe('');
    expect(exitCode).toBe(0);
    expect(out).toMatch(
      new RegExp(
        `^Pushed 7 records \\(links to https://example\\.test\\) in 3 batches and 3 synonyms to Algolia index "${INDEX_NAME}" of application ${APP_ID} in \\d+ ms\\.$`,
      ),
    );

    const batches = algolia.requests.filter(isRecordBatch);
    expect(batches.map((batch) => (batch.body as { requests: unknown[] }).requests.length)).toEqual([3, 3, 1]);
    const sent = batches.flatMap(
      (batch) => (batch.body as { requests: { action: string; body: { objectID: string } }[] }).requests,
    );
    expect(sent.every((request) => request.action === 'addObject')).toBe(true);
    expect(sent.map((request) => request.body)).toEqual(fixtureRecords);
    expect(new Set(sent.map((request) => request.body.objectID)).size).toBe(fixtureRecords.length);
    // Records are written to a temporary index, never to the live one.
    expect(batches.every((batch) => isTemporary(indexOfPath(batch)))).toBe(true);

    // What the live index holds afterwards: exactly our records, with our settings.
    const live = algolia.indices.get(INDEX_NAME)!;
    expect([...live.records.values()]).toEqual(fixtureRecords);
    expect(live.settings).toEqual(algoliaSettingsOf(DOCS_SITE_SETTINGS));
    expect([...live.synonyms.values()]).toEqual(fixtureSynonyms);
    expect([...algolia.indices.keys()]).toEqual([INDEX_NAME]);
  });

  it("replaces the live synonyms with the file's, before the records, so the final move keeps them", async () => {
    // A synonym the live index has but the file no longer lists must be gone afterwards.
    const stale = { objectID: 'stale', type: 'synonym', synonyms: ['old', 'gone'] };
    algolia.indices.set(INDEX_NAME, { settings: {}, records: new Map(), synonyms: new Map([['stale', stale]]) });

    await push();
    const writes = algolia.requests.filter((request) => request.path.includes('/synonyms/'));
    expect(writes.map(byRoute)).toEqual([`POST /1/indexes/${INDEX_NAME}/synonyms/batch`]);
    const [write] = writes;
    expect(write!.query).toMatchObject({ replaceExistingSynonyms: 'true' });
    expect(write!.body).toEqual(fixtureSynonyms);

    // After the settings, and waited for before the copy that carries settings and synonyms to the temporary index.
    const position = algolia.requests.indexOf(write!);
    const settingsWrite = algolia.requests.findIndex((request) => request.path.endsWith('/settings'));
    const firstCopy = algolia.requests.findIndex((request) => request.path.endsWith('/operation'));
    expect(settingsWrite).toBeLessThan(position);
    expect(position).toBeLessThan(firstCopy);
    expect(byRoute(algolia.requests[position + 1]!)).toMatch(new RegExp(`^GET /1/indexes/${INDEX_NAME}/task/\\d+$`));

    expect([...algolia.indices.get(INDEX_NAME)!.synonyms.values()]).toEqual(fixtureSynonyms);
  });

  it('clears the live synonyms when the index file has none (an index file from before synonyms)', async () => {
    const olderFile = path.join(workDir, 'older-index.json');
    const { synonyms: _, ...withoutSynonyms } = indexOf(fixtureRecords, 'bulmatic');
    await writeFile(olderFile, JSON.stringify(withoutSynonyms));
    const stale = { objectID: 'stale', type: 'synonym', synonyms: ['old', 'gone'] };
    algolia.indices.set(INDEX_NAME, { settings: {}, records: new Map(), synonyms: new Map([['stale', stale]]) });

    const { exitCode, out } = await push({}, olderFile);
    expect(exitCode).toBe(0);
    expect(out).toContain('and 0 synonyms to');
    expect(algolia.requests.filter((request) => request.path.includes('/synonyms/')).map(byRoute)).toEqual([
      `POST /1/indexes/${INDEX_NAME}/synonyms/clear`,
    ]);
    expect(algolia.indices.get(INDEX_NAME)!.synonyms.size).toBe(0);
    expect(algolia.indices.get(INDEX_NAME)!.records.size).toBe(fixtureRecords.length);
  });

  it('refuses an index file with a malformed synonym, naming it, before any request', async () => {
    const badFile = path.join(workDir, 'bad-synonyms-index.json');
    const broken = [{ objectID: 'popup-to-modal', type: 'oneWaySynonym', synonyms: ['modal'] }];
    await writeFile(badFile, JSON.stringify({ ...indexOf(fixtureRecords, 'bulmatic'), synonyms: broken }));
    const { exitCode, errors } = await push({}, badFile);
    expect(exitCode).toBe(1);
    expect(errors).toContain(`${badFile} (synonyms): entry 0 (objectID "popup-to-modal"): needs input`);
    expect(algolia.requests).toHaveLength(0);
  });

  it('sends our settings unchanged, to the live index, before any record', async () => {
    await push();
    const settingsWrites = algolia.requests.filter(
      (request) => request.method === 'PUT' && request.path.endsWith('/settings'),
    );
    expect(settingsWrites).toHaveLength(1);
    expect(settingsWrites[0]!.path).toBe(`/1/indexes/${INDEX_NAME}/settings`);
    expect(settingsWrites[0]!.body).toEqual(algoliaSettingsOf(DOCS_SITE_SETTINGS));
    // Our own setting, which Algolia's ranking has no use for, stays home.
    expect(settingsWrites[0]!.body).not.toHaveProperty('retellingPageRank');
    const firstBatch = algolia.requests.findIndex(isRecordBatch);
    expect(algolia.requests.indexOf(settingsWrites[0]!)).toBeLessThan(firstBatch);
  });

  it('copies the live settings into a temporary index and finally moves it onto ALGOLIA_INDEX_NAME', async () => {
    await push();
    const operations = algolia.requests.filter((request) => request.path.endsWith('/operation'));
    const copies = operations.filter((request) => (request.body as { operation: string }).operation === 'copy');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(indexOfPath(copy)).toBe(INDEX_NAME);
      expect(copy.body).toMatchObject({ scope: expect.arrayContaining(['settings']) });
      expect(isTemporary((copy.body as { destination: string }).destination)).toBe(true);
    }
    const lastWrite = algolia.requests.filter((request) => request.method !== 'GET').at(-1)!;
    expect(lastWrite.path).toMatch(/\/operation$/);
    expect(isTemporary(indexOfPath(lastWrite))).toBe(true);
    expect(lastWrite.body).toEqual({ operation: 'move', destination: INDEX_NAME });
    // Each write's task is waited for: the command returns only once Algolia has published the move.
    expect(byRoute(algolia.requests.at(-1)!)).toMatch(new RegExp(`^GET /1/indexes/${INDEX_NAME}_tmp_\\d+/task/\\d+$`));
  });

  it('authenticates every request with the admin key, never the search key', async () => {
    await push();
    expect(algolia.requests.length).toBeGreaterThan(0);
    for (const request of algolia.requests) {
      expect(request.headers['x-algolia-api-key']).toBe(ADMIN_KEY);
      expect(request.headers['x-algolia-application-id']).toBe(APP_ID);
      expect(JSON.stringify(request)).not.toContain(SEARCH_KEY);
    }
  });

  it('compresses large bodies, which Algolia accepts', async () => {
    await push();
    const batch = algolia.requests.find(isRecordBatch)!;
    expect(batch.headers['content-encoding']).toBe('gzip');
  });

  it("fails with Algolia's message and a non-zero exit when Algolia refuses the key", async () => {
    const { exitCode, out, errors } = await push({ ALGOLIA_ADMIN_API_KEY: 'revoked-admin-key' });
    expect(exitCode).not.toBe(0);
    expect(out).toBe('');
    expect(errors).toBe('search:push failed: Algolia answered 403: Invalid Application-ID or API key');
    // A 4xx is final: the client does not retry it, and nothing else is attempted.
    expect(algolia.requests.map(byRoute)).toEqual([`PUT /1/indexes/${INDEX_NAME}/settings`]);
    expect(algolia.indices.size).toBe(0);
  });

  it('rejects with the error Algolia sent when called as a function', async () => {
    await expect(
      pushIndex({
        indexFile,
        hosts: hosts(),
        credentials: { appId: APP_ID, adminApiKey: 'revoked-admin-key', indexName: INDEX_NAME },
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });

  it('cannot write with a search-only key', async () => {
    const { exitCode, errors } = await push({
      ALGOLIA_ADMIN_API_KEY: 'another-search-only-key',
      ALGOLIA_API_KEY: undefined,
    });
    expect(algolia.requests).toHaveLength(1);
    expect(exitCode).toBe(1);
    expect(errors).toContain('403');
  });
});

describe('search:push configuration', () => {
  it('names ALGOLIA_ADMIN_API_KEY when it is missing, before any request', async () => {
    const { exitCode, errors } = await push({ ALGOLIA_ADMIN_API_KEY: undefined });
    expect(exitCode).toBe(1);
    expect(errors).toBe(
      'search:push failed: Invalid configuration: ALGOLIA_ADMIN_API_KEY is required by search:push (missing: ALGOLIA_ADMIN_API_KEY)',
    );
    expect(algolia.requests).toHaveLength(0);
  });

  it('lists every missing variable', async () => {
    const { errors } = await push({ ALGOLIA_APP_ID: ' ', ALGOLIA_INDEX_NAME: undefined });
    expect(errors).toContain('ALGOLIA_APP_ID is required by search:push (missing: ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME)');
  });

  it("refuses the site's search-only key as the admin key", async () => {
    const { exitCode, errors } = await push({ ALGOLIA_ADMIN_API_KEY: SEARCH_KEY });
    expect(exitCode).toBe(1);
    expect(errors).toContain('ALGOLIA_ADMIN_API_KEY must be a write key, not the search-only ALGOLIA_API_KEY');
    expect(algolia.requests).toHaveLength(0);
  });

  it('names a malformed variable', async () => {
    const { errors } = await push({ ALGOLIA_APP_ID: 'not an app id' });
    expect(errors).toContain('Invalid configuration: ALGOLIA_APP_ID must be 1-64 letters, digits');
    const { errors: keyErrors } = await push({ ALGOLIA_ADMIN_API_KEY: 'has spaces in it' });
    expect(keyErrors).toContain('Invalid configuration: ALGOLIA_ADMIN_API_KEY must be 1-256 printable characters');
  });

  it('asks for a build when there is no index file', async () => {
    const { exitCode, errors } = await push({}, path.join(workDir, 'missing', 'search-index.json'));
    expect(exitCode).toBe(1);
    expect(errors).toContain('run `npm run build` first');
    expect(algolia.requests).toHaveLength(0);
  });

  it('refuses to empty the live index from an index file without records', async () => {
    const emptyFile = path.join(workDir, 'empty-index.json');
    await writeFile(emptyFile, JSON.stringify(indexOf([], 'bulmatic')));
    const { exitCode, errors } = await push({}, emptyFile);
    expect(exitCode).toBe(1);
    expect(errors).toContain('holds no records');
    expect(algolia.requests).toHaveLength(0);
  });
});

describe('npm run search:push', () => {
  const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

  it('exits non-zero and names the missing variable', async () => {
    const run = promisify(execFile)(
      path.join(repositoryRoot, 'node_modules', '.bin', 'tsx'),
      [path.join(repositoryRoot, 'packages/search/src/hosted/pushCli.ts')],
      {
        env: {
          PATH: process.env.PATH,
          SITE_ROOT: path.join(workDir, 'build'),
          ALGOLIA_APP_ID: APP_ID,
          ALGOLIA_INDEX_NAME: INDEX_NAME,
        },
      },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('ALGOLIA_ADMIN_API_KEY is required by search:push'),
    });
  }, 20_000);
});
