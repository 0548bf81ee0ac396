/**
 * Search in the reader's browser, in Node: the files the build writes for it, the index loaded from them over
 * HTTP from our own server, requests answered by the browser's code exactly as the server answers them, and the
 * algoliasearch client talking to a worker through workerRequester. (Chromium runs the real Web Worker in
 * e2e/staticHost.spec.ts.)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerApiRequest } from '../src/browser/answer.js';
import { loadBrowserIndex } from '../src/browser/loadIndex.js';
import { BROWSER_INDEX_FOLDER, BROWSER_MANIFEST_PATH } from '../src/indexFile/browserManifest.js';
import type { ResponseMessage, ToWorker } from '../src/browser/protocol.js';
import { workerRequester } from '../src/browser/workerRequester.js';
import { SearchEngine } from '../src/engine/engine.js';
import { writeBrowserFiles } from '../src/chunked/write.js';
import { extractPageRecords } from '../src/extract/page.js';
import type { DocSearchRecord } from '../src/indexFile/record.js';
import { decodeCompactIndex, encodeCompactIndex } from '../src/indexFile/compact.js';
import { createServer } from '../src/server/index.js';
import { indexOf, record } from './records.js';
import { tinySite } from './support/tinySite.js';
import { listenOnLoopback } from './support/listen.js';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-only-key';
const index = indexOf(
  [
    record({ id: 'button', lvl0: 'Elements', lvl1: 'Button' }),
    record({ id: 'button-content', lvl0: 'Elements', lvl1: 'Button', content: 'A button with a colour' }),
    record({ id: 'modal', lvl0: 'Components', lvl1: 'Modal', content: 'Dialogs over the page' }),
  ],
  'docs',
);

/** A built page as Docusaurus writes one: a title, sections and a props table. */
const BUTTON_PAGE = `<!doctype html><html lang="en" class="docs-wrapper"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body><main><article><header><h1>Button</h1></header><p>A clickable button.</p>
<h2 id="sizes">Sizes</h2><p>Small and large.</p><h3 id="colours">Colours</h3><p>Every Bulma colour.</p>
<h2 id="states">States</h2><p>Loading and disabled.</p></article></main></body></html>`;

let siteRoot: string;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  siteRoot = await tinySite('bulmatic-browser-search-');
  writeBrowserFiles(siteRoot, index);
  const engines = new Map([['docs', new SearchEngine(index)]]);
  app = await createServer({ siteRoot, logger: false, search: { engines, appId: APP_ID, apiKey: API_KEY } });
  origin = await listenOnLoopback(app);
});

afterAll(async () => {
  await app.close();
});

describe('the files written for search in the browser', () => {
  it('hold the core in a manifest at a fixed address, naming the folder of the pieces by their hash', async () => {
    const manifest = JSON.parse(readFileSync(path.join(siteRoot, BROWSER_MANIFEST_PATH), 'utf8'));
    expect(manifest).toEqual({
      format: 3,
      folder: expect.stringMatching(/^assets\/search\/[0-9a-f]{12}\/$/),
      files: 2,
      bytes: expect.any(Number),
      core: expect.objectContaining({ format: 3, indexName: 'docs', recordTypes: expect.any(String) }),
    });
    expect(readdirSync(path.join(siteRoot, manifest.folder)).sort()).toEqual(['p0.json', 'r0.json']);

    // Another index gets another folder, and the earlier one goes.
    const changed = writeBrowserFiles(siteRoot, { ...index, records: index.records.slice(1) });
    expect(changed.folder).not.toBe(manifest.folder);
    expect(readdirSync(path.join(siteRoot, BROWSER_INDEX_FOLDER))).toEqual([path.basename(changed.folder)]);
    writeBrowserFiles(siteRoot, index);
    expect(existsSync(path.join(siteRoot, manifest.folder, 'p0.json'))).toBe(true);
  });

  it('leave out what records repeat or derive, and bring back every record exactly', async () => {
    const pageUrl = 'https://docs.example/docs/button';
    const extracted = extractPageRecords({ html: BUTTON_PAGE, url: pageUrl });
    expect(extracted.length).toBeGreaterThan(3);
    const site = { ...index, records: [...extracted, ...index.records] };
    const compact = encodeCompactIndex(site);
    // The extractor's objectIDs are derived again; others are kept.
    expect(Object.keys(compact.objectIDs).map(Number)).toEqual(index.records.map((_, at) => extracted.length + at));
    expect(compact.pages[0]).toEqual({
      url: pageUrl,
      pageRank: 0,
      meta: { language: 'en', docusaurus_tag: 'docs-default-current' },
    });
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(site).length * 0.7);
    const decoded = decodeCompactIndex(JSON.parse(JSON.stringify(compact)));
    expect(JSON.stringify(decoded.records)).toBe(JSON.stringify(site.records));
  });

  it('work out a derived objectID only when it is read, and keep it in its place among the keys', () => {
    const extracted = extractPageRecords({ html: BUTTON_PAGE, url: 'https://docs.example/docs/button' });
    const decoded = decodeCompactIndex(
      JSON.parse(JSON.stringify(encodeCompactIndex({ ...index, records: extracted }))),
    );
    const [first, second] = decoded.records as DocSearchRecord[];
    // A search engine built on the records reads their text, not their objectIDs: they stay unworked.
    new SearchEngine(decoded);
    expect(
      decoded.records.every((record) => typeof Object.getOwnPropertyDescriptor(record, 'objectID')!.get === 'function'),
    ).toBe(true);
    expect(first!.objectID).toBe(extracted[0]!.objectID);
    expect(Object.getOwnPropertyDescriptor(first, 'objectID')).toEqual({
      value: extracted[0]!.objectID,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(Object.keys(first!)).toEqual(Object.keys(extracted[0]!));
    expect(Object.getOwnPropertyDescriptor(second, 'objectID')!.get).toBeTypeOf('function');
  });

  it('are served with the manifest never cached and the pieces cached for good', async () => {
    const manifestResponse = await fetch(`${origin}/${BROWSER_MANIFEST_PATH}`);
    expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
    const { folder } = (await manifestResponse.json()) as { folder: string };
    const indexResponse = await fetch(`${origin}/${folder}p0.json`);
    expect(indexResponse.status).toBe(200);
    expect(indexResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('loadBrowserIndex', () => {
  it('loads the index the manifest names into an engine per index', async () => {
    const loaded = await loadBrowserIndex(`${origin}/${BROWSER_MANIFEST_PATH}`);
    const body = JSON.stringify({ requests: [{ indexName: 'docs', query: 'modal' }] });
    const answer = await loaded.answer('POST', '/1/indexes/*/queries', body);
    expect(answer.status).toBe(200);
    const [result] = (JSON.parse(answer.content) as { results: { hits: { objectID: string }[] }[] }).results;
    expect(result!.hits.map((hit) => hit.objectID)).toEqual(['modal']);
  });

  it('says which file it could not load', async () => {
    await expect(loadBrowserIndex(`${origin}/nowhere/${BROWSER_MANIFEST_PATH}`)).rejects.toThrow(
      /Cannot load the search manifest \(\/nowhere\/search-manifest\.json\): HTTP 404/,
    );
  });
});

describe('answerApiRequest, the browser worker’s answer', () => {
  const engines = new Map([['docs', new SearchEngine(index)]]);
  const keys = `?x-algolia-application-id=${APP_ID}&x-algolia-api-key=${API_KEY}`;

  /** The same request to the server over HTTP and to the browser's code: status and body. */
  async function both(method: string, apiPath: string, body: string) {
    const response = await fetch(`${origin}${apiPath}${keys}`, { method, body: method === 'GET' ? undefined : body });
    const server = { status: response.status, body: (await response.json()) as Record<string, any> };
    const answer = answerApiRequest(engines, method, apiPath, body);
    return { server, browser: { status: answer.status, body: JSON.parse(answer.content) as Record<string, any> } };
  }

  it('answers a search as the server does', async () => {
    const body = JSON.stringify({
      requests: [{ indexName: 'docs', query: 'buton', attributesToSnippet: ['content:3'] }],
    });
    const { server, browser } = await both('POST', '/1/indexes/*/queries', body);
    expect(browser.status).toBe(200);
    const withoutTime = (results: any[]) => results.map(({ processingTimeMS: _time, ...rest }) => rest);
    expect(withoutTime(browser.body.results)).toEqual(withoutTime(server.body.results));
    expect(browser.body.results[0].hits.map((hit: any) => hit.objectID)).toEqual(['button', 'button-content']);
  });

  it.each([
    [
      'an unknown index',
      'POST',
      '/1/indexes/*/queries',
      JSON.stringify({ requests: [{ indexName: 'nope', query: 'x' }] }),
    ],
    ['malformed JSON', 'POST', '/1/indexes/*/queries', '{"requests": ['],
    ['no requests', 'POST', '/1/indexes/*/queries', JSON.stringify({ requests: [] })],
    ['a bad parameter', 'POST', '/1/indexes/docs/query', JSON.stringify({ query: 'x', hitsPerPage: 'many' })],
    ['too many words', 'POST', '/1/indexes/docs/query', JSON.stringify({ query: 'a '.repeat(40) })],
    ['an unknown path', 'POST', '/1/indexes/docs/browse', '{}'],
  ])('refuses %s with the server’s status and message', async (_name, method, apiPath, body) => {
    const { server, browser } = await both(method, apiPath, body);
    expect(server.status).toBeGreaterThanOrEqual(400);
    expect(browser).toEqual(server);
  });
});

describe('workerRequester', () => {
  /**
   * A stand-in for the page's Worker that runs the worker's answer in this thread: what is tested is how the
   * requester turns algoliasearch's HTTP requests into messages and the answers back.
   */
  function inThreadWorker(engines: Map<string, SearchEngine>, seen: ToWorker[]): Worker {
    const worker = {
      onmessage: null as ((event: MessageEvent<ResponseMessage>) => void) | null,
      onerror: null,
      postMessage(message: ToWorker) {
        seen.push(message);
        if (message.type !== 'request') return;
        const answer = answerApiRequest(engines, message.method, message.path, message.body);
        queueMicrotask(() =>
          worker.onmessage?.({ data: { id: message.id, ...answer } } as MessageEvent<ResponseMessage>),
        );
      },
      terminate() {},
    };
    return worker as unknown as Worker;
  }

  it('lets the real algoliasearch client search through the worker, loading the index first', async () => {
    const seen: ToWorker[] = [];
    let made = 0;
    const requester = workerRequester(() => {
      made++;
      return inThreadWorker(new Map([['docs', new SearchEngine(index)]]), seen);
    }, 'https://docs.example/search-manifest.json');
    expect(made).toBe(0);
    const client = liteClient(APP_ID, API_KEY, { requester });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'modal' }] });
    expect((results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID)).toEqual(['modal']);
    await expect(client.search({ requests: [{ indexName: 'nope', query: 'x' }] })).rejects.toThrow(
      'Index nope does not exist',
    );
    expect(made).toBe(1);
    expect(seen[0]).toEqual({ type: 'load', manifestUrl: 'https://docs.example/search-manifest.json' });
    expect(seen[1]).toMatchObject({ type: 'request', method: 'POST', path: '/1/indexes/*/queries' });
  });
});

describe('the code that runs in the browser', () => {
  const folders = ['engine', 'api', 'browser', 'chunked'].map((folder) => path.resolve(__dirname, '../src', folder));

  it('uses no Node built-ins (the worker has no Buffer, process or node: modules)', () => {
    for (const folder of folders) {
      // The pieces are cut and written at build time (encode.ts, write.ts): only the rest is the browser's.
      const buildTime = ['encode.ts', 'write.ts'];
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts') && !buildTime.includes(file))) {
        const source = readFileSync(path.join(folder, name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        expect(source, `${path.basename(folder)}/${name}`).not.toMatch(
          /\bBuffer\b|\bprocess\.|from '(node:|fs|path|url|zlib)/,
        );
      }
    }
  });

  it('hashes with SHA-1 as Node does', async () => {
    const { createHash } = await import('node:crypto');
    const { sha1Hex } = await import('../src/indexFile/sha1.js');
    for (const text of [
      '',
      'abc',
      'https://docs.example/docs/button\n12',
      'é'.repeat(40),
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(200),
    ]) {
      expect(sha1Hex(text), text.slice(0, 20)).toBe(createHash('sha1').update(text).digest('hex'));
    }
  });

  it('counts parameter sizes in UTF-8 bytes as Buffer does', async () => {
    const { utf8Length } = await import('../src/engine/text.js');
    for (const text of ['', 'button', 'café', '日本語', 'emoji 😀 and 𝒳', '\u07ff\u0800']) {
      expect(utf8Length(text), text).toBe(Buffer.byteLength(text));
    }
  });
});
