import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { asApiError } from '../src/api/errors.js';
import { InvalidSearch } from '../src/engine/errors.js';
import { readFacetValuesRequest, searchFacetValues } from '../src/engine/facetValues.js';
import { DOCUSAURUS_INDEX_SETTINGS } from '../src/extract/settings.js';
import { indexOf, record } from './records.js';

const RECORDS = [
  record({ id: 'button', lvl1: 'Button', tag: 'docs-default-current' }),
  record({ id: 'button-colour', lvl1: 'Button', content: 'A button with a colour', tag: 'docs-default-current' }),
  record({ id: 'modal', lvl1: 'Modal', content: 'Dialogs over the page', tag: 'docs-default-current' }),
  record({ id: 'release', lvl1: 'Release notes', content: 'What changed in the button', tag: 'blog-posts' }),
  {
    ...record({ id: 'cafe', lvl1: 'Café', content: 'A page about coffee' }),
    docusaurus_tag: 'Café <Déjà> vu',
    version: 'secret',
  },
];
const engine = new SearchEngine(indexOf(RECORDS, 'docs'));

/** Reads a request as the API would, then answers it. */
const facetSearch = (facet: string, body: Record<string, unknown> = {}) =>
  searchFacetValues(engine, readFacetValuesRequest(facet, body));

describe('searchFacetValues', () => {
  it('lists every value with its count, most frequent first, when the facet query is empty', () => {
    const result = facetSearch('docusaurus_tag');
    expect(result.exhaustiveFacetsCount).toBe(true);
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.facetHits.map(({ value, count }) => [value, count])).toEqual([
      ['docs-default-current', 3],
      ['Café <Déjà> vu', 1],
      ['blog-posts', 1],
    ]);
  });

  it('matches values by the beginnings of their words, whatever the case and diacritics', () => {
    const values = (facetQuery: string) =>
      facetSearch('docusaurus_tag', { facetQuery }).facetHits.map((hit) => hit.value);
    expect(values('def')).toEqual(['docs-default-current']);
    expect(values('CUR')).toEqual(['docs-default-current']);
    expect(values('deja')).toEqual(['Café <Déjà> vu']);
    expect(values('cafe vu')).toEqual(['Café <Déjà> vu']);
    expect(values('efault')).toEqual([]);
    expect(values('posts blog')).toEqual(['blog-posts']);
    expect(values('blog blog')).toEqual([]);
  });

  it('highlights the typed part with the index tags and escapes the value', () => {
    const [hit] = facetSearch('docusaurus_tag', { facetQuery: 'déj' }).facetHits;
    const pre = DOCUSAURUS_INDEX_SETTINGS.highlightPreTag;
    const post = DOCUSAURUS_INDEX_SETTINGS.highlightPostTag;
    expect(hit).toEqual({ value: 'Café <Déjà> vu', highlighted: `Café &lt;${pre}Déj${post}à&gt; vu`, count: 1 });
    expect(facetSearch('docusaurus_tag').facetHits[1]!.highlighted).toBe('Café &lt;Déjà&gt; vu');
  });

  it("uses the request's highlight tags", () => {
    const [hit] = facetSearch('docusaurus_tag', {
      facetQuery: 'docs cur',
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    }).facetHits;
    expect(hit!.highlighted).toBe('<em>docs</em>-default-<em>cur</em>rent');
  });

  it('counts only the records the query and filters select', () => {
    const withQuery = facetSearch('docusaurus_tag', { query: 'button' }).facetHits;
    expect(withQuery.map(({ value, count }) => [value, count])).toEqual([
      ['docs-default-current', 2],
      ['blog-posts', 1],
    ]);
    const filtered = facetSearch('docusaurus_tag', { query: 'button', facetFilters: ['docusaurus_tag:blog-posts'] });
    expect(filtered.facetHits.map(({ value, count }) => [value, count])).toEqual([['blog-posts', 1]]);
  });

  it('reads parameters from the legacy params string too, which wins over fields', () => {
    const result = facetSearch('docusaurus_tag', {
      facetQuery: 'nothing-matches-this',
      params: 'facetQuery=blog&maxFacetHits=5&query=button',
    });
    expect(result.facetHits.map((hit) => hit.value)).toEqual(['blog-posts']);
  });

  it('returns at most maxFacetHits values, sorted by count or by value', () => {
    expect(facetSearch('docusaurus_tag', { maxFacetHits: 1 }).facetHits.map((hit) => hit.value)).toEqual([
      'docs-default-current',
    ]);
    expect(facetSearch('docusaurus_tag', { sortFacetValuesBy: 'alpha' }).facetHits.map((hit) => hit.value)).toEqual([
      'Café <Déjà> vu',
      'blog-posts',
      'docs-default-current',
    ]);
  });

  it('rejects a maxFacetHits outside 1 to 100, and other bad parameters, with a 400', () => {
    for (const [body, message] of [
      [{ maxFacetHits: 101 }, /maxFacetHits must be between 1 and 100, got 101/],
      [{ maxFacetHits: 0 }, /maxFacetHits must be between 1 and 100, got 0/],
      [{ maxFacetHits: 'ten' }, /maxFacetHits: expected an integer/],
      [{ params: 'maxFacetHits=1000' }, /maxFacetHits must be between 1 and 100, got 1000/],
      [{ facetQuery: 3 }, /facetQuery: expected a string/],
      [{ sortFacetValuesBy: 'random' }, /sortFacetValuesBy/],
      [{ params: 5 }, /params: expected a URL-encoded string/],
      [{ colour: 'red' }, /Unknown parameter: colour/],
    ] as const) {
      const error = (() => {
        try {
          readFacetValuesRequest('docusaurus_tag', body);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error, JSON.stringify(body)).toBeInstanceOf(InvalidSearch);
      expect(asApiError(error)?.status).toBe(400);
      expect((error as InvalidSearch).message).toMatch(message);
    }
  });

  it('refuses a facet that is not declared for faceting, or declared filter-only', () => {
    expect(() => facetSearch('hierarchy.lvl1')).toThrow(
      'Cannot search in `hierarchy.lvl1` attribute, you need to add `searchable(hierarchy.lvl1)` to attributesForFaceting.',
    );
    const filterOnly = new SearchEngine({
      ...indexOf(RECORDS, 'docs'),
      settings: {
        ...DOCUSAURUS_INDEX_SETTINGS,
        attributesForFaceting: ['filterOnly(version)', 'searchable(docusaurus_tag)'],
      },
    });
    expect(() => searchFacetValues(filterOnly, readFacetValuesRequest('version', {}))).toThrow(
      /Cannot search in `version`/,
    );
    expect(() => searchFacetValues(filterOnly, readFacetValuesRequest('docusaurus_tag', {}))).not.toThrow();
  });
});
