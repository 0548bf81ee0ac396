import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SERVICE_METRIC } from '../src/api/serviceSignal.js';
import { SearchEngine } from '../src/engine/engine.js';
import { createServer, DATA_POLICY } from '../src/server/index.js';
import { prefersMarkdown } from '../src/server/markdownTwins.js';
import { resolveSitePath } from '../src/server/staticSite.js';
import { LISTEN } from '@bulmatic/config';
import { indexOf, record } from './records.js';

let siteRoot: string;
const INLINE_SCRIPT = 'document.documentElement.dataset.theme = "dark";';
let app: FastifyInstance;
/** Bodies parsed as JSON outside the API (counted by the parser the test puts in place of Fastify's). */
let jsonBodiesParsed = 0;

async function put(relative: string, body: string): Promise<void> {
  const file = path.join(siteRoot, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-site-'));
  await put(
    'index.html',
    `<h1>home</h1><script>${INLINE_SCRIPT}</script><script src="/assets/js/main.0123abcd.js"></script>`,
  );
  await put('404.html', '<h1>Page Not Found</h1>');
  await put('docs/intro.html', '<h1>intro</h1>');
  await put('docs/intro.md', '# Intro\n\nThe intro page as Markdown.\n');
  await put('blog.html', '<h1>blog</h1>');
  await put('blog/authors/team/authors/2/index.html', '<h1>redirect page</h1>');
  await put('assets/js/main.0123abcd.js', 'console.log("x");'.repeat(200));
  await put('img/logo.svg', '<svg/>');
  await put('.hidden', 'not for readers');
  await writeFile(path.join(os.tmpdir(), 'bulmatic-outside.txt'), 'secret');
  app = await createServer({ siteRoot, logger: false });
  // A request no route takes must not reach a parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    jsonBodiesParsed += 1;
    done(null, JSON.parse(body as string));
  });
});

afterAll(async () => {
  await app.close();
  await rm(siteRoot, { recursive: true, force: true });
  await rm(path.join(os.tmpdir(), 'bulmatic-outside.txt'), { force: true });
});

describe('static site', () => {
  it('serves pages by their extensionless path', async () => {
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('home');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');

    const intro = await app.inject('/docs/intro');
    expect(intro.statusCode).toBe(200);
    expect(intro.body).toContain('intro');

    const nested = await app.inject('/blog/authors/team/authors/2');
    expect(nested.statusCode).toBe(200);
    expect(nested.body).toContain('redirect page');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const url of ['/nope', '/docs/missing', '/assets/js/none.js']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page Not Found');
    }
  });

  it('redirects a trailing slash and an .html suffix to the canonical path, keeping the query', async () => {
    const slash = await app.inject('/docs/intro/?a=1');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/docs/intro?a=1');

    const html = await app.inject('/docs/intro.html');
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe('/docs/intro');

    const index = await app.inject('/index.html');
    expect(index.headers.location).toBe('/');

    expect((await app.inject('/missing/')).statusCode).toBe(404);
  });

  it('redirects every other spelling of a page to its one URL, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/docs//intro?a=1', '/docs/intro?a=1'],
      ['//docs/intro', '/docs/intro'],
      ['/docs///intro/', '/docs/intro'],
      ['/docs//intro.html', '/docs/intro'],
      ['/index', '/'],
      ['/index?q=1', '/?q=1'],
      ['/blog/authors/team/authors/2/index', '/blog/authors/team/authors/2'],
    ];
    for (const [url, location] of cases) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    // Dot segments reach the server only from clients that send them as they are (the test client resolves them).
    expect(await resolveSitePath(siteRoot, '/docs/./intro')).toEqual({ kind: 'redirect', location: '/docs/intro' });
    expect(await resolveSitePath(siteRoot, '/docs/x/../intro')).toEqual({ kind: 'redirect', location: '/docs/intro' });
    expect(await resolveSitePath(siteRoot, '/docs/x/../missing')).toEqual({ kind: 'not-found' });
  });

  it('answers the not-found page with status 404 at every path it can be reached by, and paths that name no page', async () => {
    for (const url of [
      '/404',
      '/404.html',
      '/404/',
      '//404',
      '/docs%2fintro',
      '/docs%2Fintro',
      '/.hidden',
      '/docs//missing',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Page Not Found');
      expect(response.body, url).not.toContain('not for readers');
    }
  });

  it('never serves a file from outside the build', async () => {
    for (const url of [
      '/../bulmatic-outside.txt',
      '/..%2fbulmatic-outside.txt',
      '/%2e%2e/bulmatic-outside.txt',
      '/a%00b',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers a malformed URL encoding with 400', async () => {
    const response = await app.inject('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect((await app.inject('/')).statusCode).toBe(200);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({ url: '/assets/js/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    // A script keeps the pages' policy: a Web Worker's own requests follow the policy its script came with.
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'/);
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/', '/nope', '/img/logo.svg']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      // The page's inline script runs by its hash; nothing inline runs without one.
      const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
      expect(policy).toMatch(
        new RegExp(`script-src 'self' 'unsafe-eval' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
      );
    }
  });

  it('lets the pages talk to the configured search nodes and no other host', async () => {
    const withNodes = await createServer({ siteRoot, logger: false, connectOrigins: ['https://search-1.example.com'] });
    const policy = String((await withNodes.inject('/')).headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https://search-1.example.com;");
    await withNodes.close();
    expect(String((await app.inject('/')).headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('names the search service in the Server-Timing of the pages it serves with the search API, and only there', async () => {
    const engines = new Map([['docs', new SearchEngine(indexOf([record({ id: 'intro', lvl1: 'Intro' })], 'docs'))]]);
    const withSearch = await createServer({
      siteRoot,
      logger: false,
      search: { engines, appId: 'APP', apiKey: 'key' },
    });
    try {
      for (const url of ['/', '/docs/intro', '/nope'])
        expect((await withSearch.inject(url)).headers['server-timing'], url).toBe(SEARCH_SERVICE_METRIC);
      expect((await withSearch.inject('/img/logo.svg')).headers['server-timing']).toBeUndefined();
      const answer = await withSearch.inject({
        method: 'POST',
        url: '/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=key',
        payload: { requests: [{ indexName: 'docs', query: 'intro' }] },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['server-timing']).toBeUndefined();
    } finally {
      await withSearch.close();
    }
    // Without the search API, a page says nothing: the site's script then asks.
    expect((await app.inject('/docs/intro')).headers['server-timing']).toBeUndefined();
  });

  it('rejects other methods with 405 and keeps serving', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ message: 'Method DELETE not allowed', status: 405 });
    // A JSON answer is data: the short policy, not the pages' one with their scripts' hashes.
    expect(response.headers['content-security-policy']).toBe(DATA_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject('/')).statusCode).toBe(200);
  });

  it('refuses a megabyte of JSON sent to a page with 405 without parsing it, and closes the connection', async () => {
    // A megabyte, under Fastify's body limit, that takes a parser the longest to walk.
    const nested = '['.repeat(500_000) + ']'.repeat(500_000);
    for (const method of ['PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await app.inject({
        method,
        url: '/docs/intro',
        headers: { 'content-type': 'application/json' },
        payload: nested,
      });
      expect(jsonBodiesParsed, method).toBe(0);
      expect(response.statusCode, method).toBe(405);
      expect(response.json()).toEqual({ message: `Method ${method} not allowed`, status: 405 });
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers.connection).toBe('close');
      expect(response.headers['content-security-policy']).toBe(DATA_POLICY);
    }
    // No route reads a GET's body: the page is answered, and the connection closed rather than the body read.
    const get = await app.inject({
      method: 'GET',
      url: '/docs/intro',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers.connection).toBe('close');
    expect(jsonBodiesParsed).toBe(0);
  });

  it("answers a body Fastify cannot parse in the API's error shape, wherever a route takes one", async () => {
    const withRoute = await createServer({ siteRoot, logger: false });
    withRoute.post('/form', async () => ({ ok: true }));
    try {
      const cases: [Record<string, string>, string, number][] = [
        [{ 'content-type': 'application/json' }, '{"a": [', 400],
        [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
        [{ 'content-type': 'application/json' }, JSON.stringify({ a: 'x'.repeat(1024 * 1024) }), 413],
      ];
      for (const [headers, payload, status] of cases) {
        const response = await withRoute.inject({ method: 'POST', url: '/form', headers, payload });
        expect(response.statusCode, headers['content-type']).toBe(status);
        expect(Object.keys(response.json()).sort()).toEqual(['message', 'status']);
        expect(response.json().status).toBe(status);
        expect(response.headers['content-security-policy']).toBe(DATA_POLICY);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    } finally {
      await withRoute.close();
    }
  });

  it('refuses to start without a build', async () => {
    await expect(createServer({ siteRoot: path.join(siteRoot, 'nothing-here'), logger: false })).rejects.toThrow(
      /No site build found/,
    );
  });
});

describe('listen address', () => {
  it('defaults to 127.0.0.1:3000', () => {
    expect(LISTEN.read({})).toEqual({ port: 3000, host: '127.0.0.1' });
  });

  it('reads PORT and HOST', () => {
    expect(LISTEN.read({ PORT: '8080', HOST: '0.0.0.0' })).toEqual({ port: 8080, host: '0.0.0.0' });
  });

  it('names the variable when a value is bad', () => {
    expect(() => LISTEN.read({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => LISTEN.read({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => LISTEN.read({ HOST: 'a b' })).toThrow(/HOST/);
  });
});

describe('Markdown twins', () => {
  it('answers a page with its twin when the client prefers Markdown', async () => {
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.5', 'text/plain, text/markdown']) {
      const response = await app.inject({ url: '/docs/intro', headers: { accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type'], accept).toBe('text/markdown; charset=utf-8');
      expect(response.body, accept).toContain('The intro page as Markdown.');
      expect(response.headers.vary).toBe('accept, accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps HTML for browsers and for pages without a twin', async () => {
    const browser = await app.inject({
      url: '/docs/intro',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(browser.headers['content-type']).toMatch(/^text\/html/);
    expect(browser.headers.vary).toBe('accept, accept-encoding');
    const noTwin = await app.inject({ url: '/blog', headers: { accept: 'text/markdown' } });
    expect(noTwin.statusCode).toBe(200);
    expect(noTwin.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves a twin by its own URL as Markdown', async () => {
    const response = await app.inject('/docs/intro.md');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.body).toMatch(/^# Intro/);
  });

  it('reads the Accept header as content negotiation does', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('text/html, text/markdown;q=0.9')).toBe(false);
    expect(prefersMarkdown('text/*;q=0.5, text/markdown;q=0.5')).toBe(true);
    expect(prefersMarkdown('TEXT/MARKDOWN')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=nonsense')).toBe(false);
  });
});
