/** Reading the build's manifest for assistants, and the per-address rate limit of /mcp, on their own. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, hasDocsManifest, readDocsManifest } from '../src/mcp/manifest.js';
import { RateLimiter } from '../src/server/rateLimit.js';
import { MANIFEST } from './support/docsSite.js';

let siteRoot: string;
const file = () => path.join(siteRoot, MANIFEST_FILE);

beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-manifest-'));
});

afterAll(async () => {
  await rm(siteRoot, { recursive: true, force: true });
});

describe('readDocsManifest', () => {
  it('reads a well-formed manifest as it is', async () => {
    await writeFile(file(), JSON.stringify(MANIFEST));
    expect(hasDocsManifest(siteRoot)).toBe(true);
    expect(readDocsManifest(siteRoot)).toEqual(MANIFEST);
  });

  it('names the file and says to build when it is missing', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'bulmatic-manifest-none-'));
    try {
      expect(hasDocsManifest(empty)).toBe(false);
      expect(() => readDocsManifest(empty)).toThrow(
        `No ${MANIFEST_FILE} at ${path.join(empty, MANIFEST_FILE)}: run \`npm run build\` first.`,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('names the file and the first wrong field when it is malformed', async () => {
    await writeFile(file(), '{"library": ');
    expect(() => readDocsManifest(siteRoot)).toThrow(
      new RegExp(`^${file().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON`),
    );

    const cases: [unknown, string][] = [
      [{ ...MANIFEST, library: { name: 'bulmatic' } }, 'at library.version'],
      [{ ...MANIFEST, siteUrl: 'http://localhost:3000/' }, 'at siteUrl: must not end with "/"'],
      [
        { ...MANIFEST, pages: [{ ...MANIFEST.pages[0], markdownPath: '/docs/../../etc/passwd.md' }] },
        'at pages.0.markdownPath: must not leave the site',
      ],
      [{ ...MANIFEST, pages: [{ ...MANIFEST.pages[0], path: 'docs/intro' }] }, 'at pages.0.path: must be a URL path'],
      [
        { ...MANIFEST, components: [{ ...MANIFEST.components[0], props: [{ name: 'x' }] }] },
        'at components.0.props.0.type',
      ],
      [
        { ...MANIFEST, components: [{ ...MANIFEST.components[0], cssVariables: undefined }] },
        'at components.0.cssVariables',
      ],
      [[], 'at the top level'],
    ];
    for (const [manifest, message] of cases) {
      await writeFile(file(), JSON.stringify(manifest));
      expect(() => readDocsManifest(siteRoot), message).toThrow(`${file()} is malformed ${message}`);
    }
  });
});

describe('RateLimiter', () => {
  it('allows a burst, then earns requests back evenly, for each address apart', () => {
    let now = 0;
    const limiter = new RateLimiter({ requests: 2, perMs: 1_000 }, () => now);
    expect([limiter.take('a'), limiter.take('a')]).toEqual([0, 0]);
    expect(limiter.take('a')).toBe(500);
    expect(limiter.take('b')).toBe(0);
    now = 250;
    expect(limiter.take('a')).toBe(250);
    now = 500;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(500);
    // A long pause refills the bucket, no further than the burst.
    now = 60_000;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 500]);
  });
});
