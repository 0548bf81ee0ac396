import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, readSiteEnv, STARTUP_CHANGE_NAMES } from '../src/index.js';

describe('readSiteEnv', () => {
  it('uses the built-in defaults: embedded search on the page origin, no analytics', () => {
    const env = readSiteEnv({});
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.search).toEqual({ appId: 'BULMATIC', apiKey: 'bulmatic-search-only', indexName: 'bulmatic' });
    expect(env.searchHosts).toEqual([]);
    expect(env.searchMode).toBe('auto');
    expect(env.hostedAlgolia).toBeNull();
    expect(env.gtagTrackingId).toBeNull();
  });

  it('points the links at the port npm start serves on when SITE_URL is not set', () => {
    expect(readSiteEnv({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
    expect(readSiteEnv({ PORT: '4000', SITE_URL: 'https://docs.example.com' }).siteUrl).toBe(
      'https://docs.example.com',
    );
    // A bad PORT is the server's to report; the site keeps its default.
    expect(readSiteEnv({ PORT: 'eighty' }).siteUrl).toBe('http://localhost:3000');
  });

  it('reads search hosts, hosted Algolia and the tag id', () => {
    const env = readSiteEnv({
      SEARCH_HOSTS: 'https://search-1.example.com, https://search-2.example.com/',
      ALGOLIA_APP_ID: 'ABC123',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      GTAG_TRACKING_ID: 'G-ABCDE12345',
      SITE_URL: 'https://bulmatic.dev/',
    });
    expect(env.searchHosts).toEqual(['https://search-1.example.com', 'https://search-2.example.com']);
    expect(env.hostedAlgolia).toEqual({ appId: 'ABC123', apiKey: 'key', indexName: 'docs' });
    expect(env.gtagTrackingId).toBe('G-ABCDE12345');
    expect(env.siteUrl).toBe('https://bulmatic.dev');
  });

  it('reads where searches are answered', () => {
    expect(readSiteEnv({ SEARCH_MODE: 'browser' }).searchMode).toBe('browser');
    expect(readSiteEnv({ SEARCH_MODE: ' server ' }).searchMode).toBe('server');
  });

  it.each([
    [{ SITE_URL: 'not a url' }, /SITE_URL/],
    [{ SITE_REPOSITORY_URL: 'ftp://example.com' }, /SITE_REPOSITORY_URL/],
    [{ SEARCH_HOSTS: 'https://ok.example.com,nope' }, /SEARCH_HOSTS/],
    [{ SEARCH_APP_ID: 'has space' }, /SEARCH_APP_ID/],
    [{ SEARCH_API_KEY: 'a b' }, /SEARCH_API_KEY/],
    [{ ALGOLIA_APP_ID: 'ABC' }, /ALGOLIA_API_KEY/],
    [{ GTAG_TRACKING_ID: 'tracking' }, /GTAG_TRACKING_ID/],
    [{ SEARCH_MODE: 'static' }, /SEARCH_MODE must be one of server, browser, auto, got "static"/],
  ])('fails naming the variable for %o', (input, message) => {
    expect(() => readSiteEnv(input)).toThrow(message);
  });

  it('reads which start-up changes a build leaves out, all on by default', () => {
    expect([...readSiteEnv({}).startupOff]).toEqual([]);
    expect([...readSiteEnv({ BULMATIC_STARTUP_OFF: 'compile-hints, idle-prefetch' }).startupOff]).toEqual([
      'compile-hints',
      'idle-prefetch',
    ]);
    expect(readSiteEnv({ BULMATIC_STARTUP_OFF: 'all' }).startupOff.size).toBe(STARTUP_CHANGE_NAMES.length);
    expect(() => readSiteEnv({ BULMATIC_STARTUP_OFF: 'compile-hint' })).toThrow(
      /Invalid configuration: BULMATIC_STARTUP_OFF names no start-up change: "compile-hint" \(known: scripts-after-paint,/,
    );
  });
});
