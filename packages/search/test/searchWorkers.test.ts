/**
 * The search API answering from worker threads: the real engine in a pool (through `searchApiForBuild`, as
 * `npm start` runs it), and a test engine that can hold a search inside a worker or crash it.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFileFor, readIndexFile, writeIndexFile } from '../src/indexFile/file.js';
import { SEARCH_THREADS } from '@bulmatic/config';
import { searchApiForBuild } from '../src/server/buildIndex.js';
import { createServer } from '../src/server/index.js';
import type { IndexRecord } from '../src/server/searchBackend.js';
import { workerPoolBackend } from '../src/server/workerBackend.js';
import { indexOf, record } from './records.js';
import {
  CRASH_WORKER,
  SearchGate,
  THROW_IN_ENGINE,
  WAIT_AT_GATE,
  gatedSearchWorker,
} from './support/gatedSearchControl.js';
import { tinySite } from './support/tinySite.js';
import { listenOnLoopback } from './support/listen.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const INDEX = 'docs';
const CREDENTIALS = { appId: APP_ID, apiKey: API_KEY, indexName: INDEX };
const RECORDS = [
  record({ id: 'button', lvl0: 'Elements', lvl1: 'Button' }),
  record({ id: 'button-colour', lvl0: 'Elements', lvl1: 'Button', content: 'A button with a colour' }),
  record({ id: 'modal', lvl0: 'Components', lvl1: 'Modal', content: 'Dialogs over the page' }),
  record({ id: 'welcome', lvl0: 'Blog', lvl1: 'Welcome', content: 'A button story', tag: 'blog-posts' }),
];

let siteRoot: string;

/** A temporary folder laid out like the repository: `build/` with the index file beside it. */
beforeAll(async () => {
  siteRoot = await tinySite('bulmatic-workers-', { buildFolder: true });
  writeIndexFile(indexFileFor(siteRoot), indexOf(RECORDS, INDEX));
});

async function listen(app: FastifyInstance) {
  const origin = await listenOnLoopback(app);
  const hosts = [{ url: origin.replace('http://', ''), protocol: 'http' as const, accept: 'readWrite' as const }];
  return { origin, hosts };
}

const searchPath = `/1/indexes/*/queries?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;
/** One DocSearch-like search over raw HTTP; the status and body, whatever they are. */
async function search(origin: string, query: string) {
  const response = await fetch(origin + searchPath, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ requests: [{ indexName: INDEX, query }] }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { results?: { hits: { objectID: string }[] }[]; message?: string },
  };
}

const DOCSEARCH_REQUEST = {
  indexName: INDEX,
  query: 'butto',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

describe('a server whose searches run in a pool of worker threads', () => {
  let app: FastifyInstance;
  let inProcess: FastifyInstance;
  let hosts: { url: string; protocol: 'http'; accept: 'readWrite' }[];
  let inProcessHosts: typeof hosts;

  beforeAll(async () => {
    const pooled = searchApiForBuild(siteRoot, CREDENTIALS, null, { threads: 2 });
    expect(pooled.backend).toBeDefined();
    app = await createServer({ siteRoot, logger: false, search: pooled });
    ({ hosts } = await listen(app));
    const local = searchApiForBuild(siteRoot, CREDENTIALS, null, { threads: 0 });
    expect(local.engines).toBeDefined();
    inProcess = await createServer({ siteRoot, logger: false, search: local });
    ({ hosts: inProcessHosts } = await listen(inProcess));
  });

  afterAll(async () => {
    await Promise.all([app.close(), inProcess.close()]);
  });

  it('answers the real algoliasearch client exactly as the in-process engine does', async () => {
    const requests = [DOCSEARCH_REQUEST, { indexName: INDEX, query: 'dialog', facets: ['docusaurus_tag'] }];
    const [pooled, local] = await Promise.all(
      [hosts, inProcessHosts].map((someHosts) =>
        liteClient(APP_ID, API_KEY, { hosts: someHosts }).search({ requests }),
      ),
    );
    const withoutTiming = (results: unknown) =>
      JSON.parse(JSON.stringify(results, (key, value) => (key === 'processingTimeMS' ? 0 : value)));
    expect(withoutTiming(pooled!.results)).toEqual(withoutTiming(local!.results));
    expect(pooled!.results[0]).toMatchObject({ nbHits: 3, hits: [{ objectID: 'button' }, {}, {}] });
  });

  it('answers searchForFacetValues and getObject from the pool', async () => {
    const client = algoliasearch(APP_ID, API_KEY, { hosts });
    const facets = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'docusaurus_tag',
      searchForFacetValuesRequest: { facetQuery: 'blog', highlightPreTag: '<em>', highlightPostTag: '</em>' } as never,
    });
    expect(facets.facetHits).toEqual([{ value: 'blog-posts', highlighted: '<em>blog</em>-posts', count: 1 }]);
    await expect(client.searchForFacetValues({ indexName: INDEX, facetName: 'content' })).rejects.toMatchObject({
      status: 400,
    });
    expect(
      await client.getObject({ indexName: INDEX, objectID: 'modal', attributesToRetrieve: ['hierarchy.lvl1'] }),
    ).toEqual({
      objectID: 'modal',
      hierarchy: { lvl1: 'Modal' },
    });
  });

  it('answers many searches at once, all of them', async () => {
    const queries = Array.from({ length: 40 }, (_, n) => ['button', 'modal', 'dialogs', 'colour'][n % 4]!);
    const answers = await Promise.all(queries.map((query) => search(`http://${hosts[0]!.url}`, query)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers[1]!.body.results![0]!.hits[0]!.objectID).toBe('modal');
  });
});

describe('pages and other searches while a search runs in a worker', () => {
  const gate = new SearchGate();
  const logLines: string[] = [];
  let app: FastifyInstance;
  let origin: string;
  let backend: ReturnType<typeof workerPoolBackend>;

  beforeAll(async () => {
    const file = indexFileFor(siteRoot);
    backend = workerPoolBackend({
      indexes: new Map([[INDEX, { file, records: readIndexFile(file).records as unknown as IndexRecord[] }]]),
      threads: 2,
      workerEntry: gatedSearchWorker,
      extra: gate.buffer,
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await createServer({
      siteRoot,
      logger: { level: 'info', stream },
      search: { backend, appId: APP_ID, apiKey: API_KEY },
    });
    ({ origin } = await listen(app));
  });

  afterAll(async () => {
    gate.open();
    await app.close();
  });

  it('serves pages and answers other searches until the held search is let go', async () => {
    gate.close();
    const held = search(origin, WAIT_AT_GATE);
    let heldAnswered = false;
    void held.then(() => (heldAnswered = true));
    await gate.untilWaiting(1);

    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('home');
    // The other worker answers searches meanwhile.
    const other = await search(origin, 'modal');
    expect(other.status).toBe(200);
    expect(other.body.results![0]!.hits[0]!.objectID).toBe('modal');
    expect(heldAnswered).toBe(false);

    gate.open();
    expect((await held).status).toBe(200);
  });

  it('answers 500 when a worker crashes, reports it, replaces the worker and keeps serving', async () => {
    const crashed = await search(origin, CRASH_WORKER);
    expect(crashed).toEqual({ status: 500, body: { message: 'Internal error', status: 500 } });
    expect((await fetch(`${origin}/`)).status).toBe(200);
    // Both workers (the replacement among them) answer.
    const answers = await Promise.all(Array.from({ length: 8 }, () => search(origin, 'button')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const errors = logLines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } },
    );
    expect(errors.some((entry) => entry.level >= 50 && /exited/.test(entry.err?.message ?? ''))).toBe(true);
    expect(errors.some((entry) => entry.msg === 'search worker failure')).toBe(true);
  });

  it('answers 500 when the engine throws, without losing the worker', async () => {
    expect(await search(origin, THROW_IN_ENGINE)).toEqual({
      status: 500,
      body: { message: 'Internal error', status: 500 },
    });
    expect((await search(origin, 'modal')).status).toBe(200);
  });

  it('closes the pool when the server closes', async () => {
    const pooled = searchApiForBuild(siteRoot, CREDENTIALS, null, { threads: 1 });
    const server = await createServer({ siteRoot, logger: false, search: pooled });
    const answer = await server.inject({
      method: 'POST',
      url: searchPath,
      payload: JSON.stringify({ requests: [{ indexName: INDEX, query: 'modal' }] }),
    });
    expect(answer.statusCode).toBe(200);
    await server.close();
    const query = { kind: 'search' as const, index: INDEX, params: {} as never, echo: '' };
    await expect(pooled.backend!.answer({ queries: [query], shape: 'results', encoding: null })).rejects.toThrow(
      /closed/,
    );
  });
});

describe('SEARCH_THREADS', () => {
  it('defaults to one thread per available core', () => {
    expect(SEARCH_THREADS.read({})).toBe(Math.max(1, os.availableParallelism()));
    expect(SEARCH_THREADS.read({ SEARCH_THREADS: ' ' })).toBe(Math.max(1, os.availableParallelism()));
  });

  it('takes a positive integer', () => {
    expect(SEARCH_THREADS.read({ SEARCH_THREADS: '3' })).toBe(3);
  });

  it('names the variable when the value is bad', () => {
    for (const bad of ['0', '-1', 'two', '1.5', '99999999999999999999']) {
      expect(() => SEARCH_THREADS.read({ SEARCH_THREADS: bad }), bad).toThrow(
        /SEARCH_THREADS must be a positive integer from 1 to 1024/,
      );
    }
  });

  it('fails `serve` at start, naming the variable', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const failure = await promisify(execFile)(tsx, [cli, 'serve'], {
      env: { ...process.env, SITE_ROOT: siteRoot, SEARCH_THREADS: 'many', PORT: '0' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/SEARCH_THREADS must be a positive integer from 1 to 1024, got "many"/);
    // Starting a process that compiles TypeScript takes seconds on a busy machine.
  }, 30_000);
});
