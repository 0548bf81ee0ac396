import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server/index.js';
import { precompressSite, type PrecompressSummary } from '../src/server/precompress.js';

let siteRoot: string;
let app: FastifyInstance;
let summary: PrecompressSummary;
const PAGE = `<!doctype html><title>home</title>${'<p>Bulma components for React.</p>'.repeat(200)}`;
const SCRIPT = 'console.log("chunk");'.repeat(300);
const NOISE = randomBytes(4096);

async function put(relative: string, body: string | Buffer): Promise<void> {
  const file = path.join(siteRoot, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-precompress-'));
  await put('index.html', PAGE);
  await put('404.html', `<h1>Page Not Found</h1>${' '.repeat(2000)}`);
  await put('assets/js/main.0123abcd.js', SCRIPT);
  await put('assets/js/tiny.js', 'console.log(1);');
  await put('assets/js/noise.js', NOISE);
  await put('assets/fonts/inter.woff2', randomBytes(4096));
  summary = await precompressSite(siteRoot);
  app = await createServer({ siteRoot, logger: false });
});

afterAll(async () => {
  await app.close();
  await rm(siteRoot, { recursive: true, force: true });
});

describe('precompressSite', () => {
  it('writes brotli and gzip variants of text files that decode to the file itself', async () => {
    for (const file of ['index.html', 'assets/js/main.0123abcd.js']) {
      const original = await readFile(path.join(siteRoot, file));
      expect(brotliDecompressSync(await readFile(path.join(siteRoot, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(siteRoot, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves alone files too small to gain, fonts, and bytes that do not compress', () => {
    for (const file of ['assets/js/tiny.js', 'assets/fonts/inter.woff2', 'assets/js/noise.js']) {
      expect(existsSync(path.join(siteRoot, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(siteRoot, `${file}.gz`)), file).toBe(false);
    }
  });

  it('reports what it compressed', () => {
    // index.html, 404.html, main and noise.js are large enough; noise.js counts at its own size.
    expect(summary.files).toBe(4);
    expect(summary.bytes).toBe(PAGE.length + 2023 + SCRIPT.length + NOISE.length);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(summary.bytes);
  });
});

describe('serving a precompressed build', () => {
  it('sends the stored brotli bytes to a browser that accepts brotli, with the headers of the file', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.rawPayload).toEqual(await readFile(path.join(siteRoot, 'index.html.br')));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts no encoding', async () => {
    const gzipped = await app.inject({ url: '/assets/js/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/javascript/);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/js/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('still compresses on the fly what has no stored variant, and keeps the not-found page compressed too', async () => {
    const noise = await app.inject({ url: '/assets/js/noise.js', headers: { 'accept-encoding': 'gzip' } });
    expect(noise.statusCode).toBe(200);
    expect(gunzipSync(noise.rawPayload)).toEqual(NOISE);

    const missing = await app.inject({ url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('Page Not Found');
  });

  it('does not serve a variant as a page of its own', async () => {
    for (const url of ['/index.html.br', '/assets/js/main.0123abcd.js.gz']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Page Not Found');
    }
  });
});
