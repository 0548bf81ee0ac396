import { describe, expect, it } from 'vitest';
import { showsNoSearchService } from '../src/search/noSearchService';

const search = { url: 'https://docs.example/1/indexes/*/queries?x-algolia-application-id=A' };
const answer = (status: number, content = '', isTimedOut = false) => ({ status, content, isTimedOut });

describe('showsNoSearchService (SEARCH_MODE=auto)', () => {
  it('reads a file host’s 404 or 405 page for the search path as no service', () => {
    expect(showsNoSearchService(search, answer(405, '<h1>405 Not Allowed</h1>'), true)).toBe(true);
    expect(showsNoSearchService(search, answer(404, '<!doctype html><title>Page Not Found</title>'), false)).toBe(true);
  });

  it('leaves the service’s own refusals and answers alone', () => {
    expect(
      showsNoSearchService(search, answer(404, '{"message":"Index nope does not exist","status":404}'), true),
    ).toBe(false);
    expect(showsNoSearchService(search, answer(400, '{"message":"Malformed JSON","status":400}'), true)).toBe(false);
    expect(showsNoSearchService(search, answer(200, '{"results":[]}'), true)).toBe(false);
    expect(showsNoSearchService(search, answer(500, 'Internal error'), true)).toBe(false);
  });

  it('reads no answer at all as no service only on the page’s own origin, and never a timeout', () => {
    expect(showsNoSearchService(search, answer(0), true)).toBe(true);
    expect(showsNoSearchService(search, answer(0), false)).toBe(false);
    expect(showsNoSearchService(search, answer(0, '', true), true)).toBe(false);
  });

  it('only judges the search path', () => {
    expect(showsNoSearchService({ url: 'https://docs.example/1/events' }, answer(405, 'no'), true)).toBe(false);
  });
});
