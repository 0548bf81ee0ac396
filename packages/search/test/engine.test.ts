import { describe, expect, it } from 'vitest';
import { readSearchParams } from '../src/engine/params.js';
import { MAX_HIGHLIGHTED_CHARACTERS } from '../src/engine/limits.js';
import { Dictionary } from '../src/engine/dictionary.js';
import { engineOf, indexOf, record, searchIds } from './records.js';

const search = (engine: ReturnType<typeof engineOf>, params: Record<string, unknown>) =>
  engine.search(readSearchParams(params));

describe('matching', () => {
  const engine = engineOf([
    record({ id: 'button', lvl1: 'Button' }),
    record({ id: 'install', lvl1: 'Installation' }),
    record({ id: 'hook', lvl1: 'useBulmaClasses' }),
    record({ id: 'snake', lvl1: 'shopping_cart icon' }),
    record({ id: 'typography', lvl1: 'Typography helpers' }),
    record({ id: 'go', lvl1: 'Go' }),
    record({ id: 'cafe', lvl1: 'Café' }),
  ]);

  it('matches the last word as a prefix, and only the last', () => {
    expect(searchIds(engine, { query: 'instal' })).toEqual(['install']);
    expect(searchIds(engine, { query: 'instal button', removeWordsIfNoResults: 'none' })).toEqual([]);
    expect(searchIds(engine, { query: 'typo' })).toEqual(['typography']);
    expect(searchIds(engine, { query: 'typo ' })).toEqual([]);
  });

  it('allows one typo from 3 letters and two from 7, a swap counting as one', () => {
    expect(searchIds(engine, { query: 'buton ' })).toEqual(['button']);
    expect(searchIds(engine, { query: 'butotn ' })).toEqual(['button']);
    expect(searchIds(engine, { query: 'bttn ' })).toEqual([]);
    expect(searchIds(engine, { query: 'typogrphy ' })).toEqual(['typography']);
    expect(searchIds(engine, { query: 'tpogrphy ' })).toEqual(['typography']);
    expect(searchIds(engine, { query: 'tpogrhy ' })).toEqual([]);
    expect(searchIds(engine, { query: 'gp ' })).toEqual([]);
    expect(searchIds(engine, { query: 'buton ', typoTolerance: false })).toEqual([]);
  });

  it('finds a misspelt word while it is still being typed', () => {
    expect(searchIds(engine, { query: 'isntal' })).toEqual(['install']);
  });

  it('splits camelCase and snake_case words, and still finds the whole word', () => {
    expect(searchIds(engine, { query: 'bulma classes' })).toEqual(['hook']);
    expect(searchIds(engine, { query: 'usebulmaclasses' })).toEqual(['hook']);
    expect(searchIds(engine, { query: 'shopping cart' })).toEqual(['snake']);
    expect(searchIds(engine, { query: 'shopping_cart' })).toEqual(['snake']);
  });

  it('folds plurals and diacritics without counting a typo', () => {
    const result = search(engine, { query: 'buttons ' });
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['button']);
    expect(searchIds(engine, { query: 'cafe' })).toEqual(['cafe']);
  });

  it('lets a misspelt word stand for every form of the word it is taken for, with its typo', () => {
    const forms = engineOf([record({ id: 'group', lvl1: 'Checkboxes' }), record({ id: 'single', lvl1: 'Checkbox' })]);
    // "chekbox" is one typo from checkbox, and so finds checkboxes, which is three from it, as "checkbox" does.
    const result = search(forms, { query: 'chekbox ', getRankingInfo: true });
    expect(result.hits.map((hit) => hit.objectID).sort()).toEqual(['group', 'single']);
    for (const hit of result.hits) expect((hit._rankingInfo as { nbTypos: number }).nbTypos).toBe(1);
    expect(searchIds(forms, { query: 'chekboxes ' }).sort()).toEqual(['group', 'single']);
    expect(searchIds(forms, { query: 'chekbox ', ignorePlurals: false })).toEqual(['single']);
  });

  it('reads words from the text a reader sees, not from its HTML escapes', () => {
    const escaped = engineOf([record({ id: 'tag', content: 'Bulma&#39;s &lt;progress&gt; element &amp; more' })]);
    expect(searchIds(escaped, { query: 'progress element' })).toEqual(['tag']);
    for (const entityWord of ['39', 'lt', 'gt', 'amp'])
      expect(searchIds(escaped, { query: `${entityWord} ` })).toEqual([]);
  });

  it('reads quoted phrases and exclusions with advancedSyntax', () => {
    const phrases = engineOf([
      record({ id: 'adjacent', content: 'the smart grid fits cells' }),
      record({ id: 'apart', content: 'a smart layout and a grid' }),
      record({ id: 'modal', content: 'modal with a grid' }),
    ]);
    expect(searchIds(phrases, { query: '"smart grid"' })).toEqual(['adjacent']);
    expect(searchIds(phrases, { query: 'grid -smart' })).toEqual(['modal']);
    // Without advancedSyntax the dash is a separator and `smart` an ordinary word.
    expect(searchIds(phrases, { query: 'grid -smart', advancedSyntax: false }).sort()).toEqual(['adjacent', 'apart']);
  });

  it('reads a word that starts with two dashes as a CSS variable to find, not as an exclusion', () => {
    const variables = engineOf([
      record({ id: 'variable', content: 'Set --bulma-primary-h after Bulma' }),
      record({ id: 'other', content: 'the scheme hue' }),
    ]);
    expect(searchIds(variables, { query: '--bulma-primary-h' })).toEqual(['variable']);
    expect(searchIds(variables, { query: 'hue --bulma-primary-h', removeWordsIfNoResults: 'none' })).toEqual([]);
    expect(searchIds(variables, { query: 'hue -bulma' })).toEqual(['other']);
  });

  it('makes every word optional when all of them together find nothing', () => {
    const optional = engineOf([
      record({ id: 'both', content: 'dark mode toggle' }),
      record({ id: 'one', content: 'dark colours' }),
    ]);
    expect(searchIds(optional, { query: 'dark mode xylophone' })).toEqual(['both', 'one']);
    expect(searchIds(optional, { query: 'dark mode xylophone', removeWordsIfNoResults: 'none' })).toEqual([]);
  });

  it('lets a quoted phrase that no record holds go as a whole when every word is optional', () => {
    const optional = engineOf([
      record({ id: 'select', content: 'a select with a prompt as its first option' }),
      record({ id: 'quoted', content: 'the label says choose a plan' }),
    ]);
    expect(searchIds(optional, { query: 'select prompt "pick a tier"' })).toEqual(['select']);
    // A phrase that a record holds is still required, as it is before any word is let go.
    expect(searchIds(optional, { query: 'select prompt "choose a plan" xylophone' })).toEqual(['quoted']);
    expect(searchIds(optional, { query: 'select "plan choose"' })).toEqual(['select']);
    expect(searchIds(optional, { query: 'select prompt "pick a tier"', removeWordsIfNoResults: 'none' })).toEqual([]);
  });
});

describe('ranking, criterion by criterion', () => {
  it('words: more matched words first (with optional words)', () => {
    const engine = engineOf([
      record({ id: 'one', content: 'alpha', level: 100 }),
      record({ id: 'two', content: 'alpha beta' }),
    ]);
    expect(searchIds(engine, { query: 'alpha beta gamma' })).toEqual(['two', 'one']);
  });

  it('typo: fewer typos first', () => {
    const engine = engineOf([
      record({ id: 'typo', content: 'colour palette', level: 100 }),
      record({ id: 'exact', content: 'color palette' }),
    ]);
    expect(searchIds(engine, { query: 'color palette' })).toEqual(['exact', 'typo']);
  });

  it('attribute: a match in an earlier searchable attribute first', () => {
    const engine = engineOf([
      record({ id: 'content', lvl1: 'Other', content: 'navbar burger', level: 100 }),
      record({ id: 'title', lvl1: 'Navbar burger' }),
    ]);
    expect(searchIds(engine, { query: 'navbar burger' })).toEqual(['title', 'content']);
  });

  it('proximity: words close together first', () => {
    const engine = engineOf([
      record({ id: 'far', content: 'dark themes need a careful colour mode', level: 100 }),
      record({ id: 'near', content: 'dark mode of Bulma' }),
    ]);
    expect(searchIds(engine, { query: 'dark mode' })).toEqual(['near', 'far']);
  });

  it('exact: a one-word query equal to a whole attribute first, then words matched exactly', () => {
    const single = engineOf([
      record({ id: 'group', lvl1: 'Button group', position: 0 }),
      record({ id: 'equal', lvl1: 'Button', position: 5 }),
    ]);
    expect(searchIds(single, { query: 'button' })).toEqual(['equal', 'group']);
    const multi = engineOf([
      record({ id: 'prefix', content: 'modal closed', level: 100 }),
      record({ id: 'exact', content: 'modal close' }),
    ]);
    expect(searchIds(multi, { query: 'modal clos' }).length).toBe(2);
    expect(searchIds(multi, { query: 'modal close' })).toEqual(['exact', 'prefix']);
  });

  it('custom: pageRank, then level, then position', () => {
    const engine = engineOf([
      record({ id: 'content', content: 'theme', position: 1 }),
      record({ id: 'late', lvl1: 'Theme', level: 90, position: 9 }),
      record({ id: 'early', lvl1: 'Theme', level: 90, position: 2 }),
    ]);
    expect(searchIds(engine, { query: 'theme', distinct: false })).toEqual(['early', 'late', 'content']);
  });
});

describe('results', () => {
  const engine = engineOf([
    record({
      id: 'a1',
      url: 'https://example.test/a#one',
      lvl1: 'Alpha page',
      content: 'alpha text one',
      tag: 'default',
    }),
    record({
      id: 'a2',
      url: 'https://example.test/a#one',
      lvl1: 'Alpha page',
      content: 'alpha text two',
      tag: 'default',
    }),
    record({ id: 'b', url: 'https://example.test/b', content: 'alpha in docs' }),
    record({ id: 'c', url: 'https://example.test/c', content: 'alpha again' }),
    record({ id: 'x', url: 'https://example.test/x', content: '&lt;img src=x onerror=alert(1)&gt; in alpha' }),
  ]);

  it('keeps one record per URL with distinct, and counts groups', () => {
    const result = search(engine, { query: 'alpha' });
    expect(result.nbHits).toBe(4);
    expect(result.hits.filter((hit) => String(hit.url).endsWith('#one'))).toHaveLength(1);
    expect(search(engine, { query: 'alpha', distinct: false }).nbHits).toBe(5);
  });

  it('paginates', () => {
    const first = search(engine, { query: 'alpha', hitsPerPage: 3 });
    const second = search(engine, { query: 'alpha', hitsPerPage: 3, page: 1 });
    expect(first).toMatchObject({ nbHits: 4, nbPages: 2, page: 0, hitsPerPage: 3 });
    expect(first.hits).toHaveLength(3);
    expect(second.hits).toHaveLength(1);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.objectID)).size).toBe(4);
    expect(search(engine, { query: 'alpha', page: 5 }).hits).toEqual([]);
  });

  it('ranks with distinct only the records that can reach the page when one URL crowds the top', () => {
    // One URL with 100 records matching all three words, 25 URLs matching two, 500 matching one.
    const crowded = engineOf([
      ...Array.from({ length: 100 }, (_, n) =>
        record({ id: `a${n}`, url: 'https://example.test/a', content: 'alpha beta gamma' }),
      ),
      ...Array.from({ length: 25 }, (_, n) => record({ id: `b${n}`, content: 'alpha beta' })),
      ...Array.from({ length: 500 }, (_, n) => record({ id: `c${n}`, content: 'alpha' })),
    ]);
    const request = { query: 'alpha beta gamma', optionalWords: ['beta', 'gamma'], hitsPerPage: 20 };
    // What distinct must return: the ranking without it, at most `perGroup` records of each URL.
    const everyHit = searchIds(crowded, { ...request, distinct: false, hitsPerPage: 1000 });
    const urlOf = (id: string) => (id.startsWith('a') ? 'a' : id);
    for (const perGroup of [1, 2]) {
      const taken = new Map<string, number>();
      const expected = everyHit.filter((id) => {
        const count = taken.get(urlOf(id)) ?? 0;
        taken.set(urlOf(id), count + 1);
        return count < perGroup;
      });
      const { result, work } = crowded.searchWithWork(readSearchParams({ ...request, distinct: perGroup }));
      expect(result.hits.map((hit) => hit.objectID)).toEqual(expected.slice(0, 20));
      // The page's 20 hits are among the 125 records matching two words or more: the 500 others are never keyed.
      expect(work.keyed).toBeLessThanOrEqual(125);
    }
  });

  it('filters by facets (AND of ORs, negation) and counts facet values', () => {
    expect(searchIds(engine, { query: 'alpha', facetFilters: ['docusaurus_tag:default'] })).toHaveLength(1);
    expect(
      searchIds(engine, { query: 'alpha', facetFilters: [['docusaurus_tag:default', 'language:en']] }),
    ).toHaveLength(4);
    expect(
      searchIds(engine, { query: 'alpha', facetFilters: ['language:en', 'docusaurus_tag:-default'] }).sort(),
    ).toEqual(['b', 'c', 'x']);
    // Filtering on an attribute that is not faceted finds nothing, as in Algolia, negated or not.
    expect(searchIds(engine, { query: 'alpha', facetFilters: ['url:https://example.test/b'] })).toEqual([]);
    expect(searchIds(engine, { query: 'alpha', facetFilters: ['url:-https://example.test/b'] })).toEqual([]);
    // A value no record has: none has it, all lack it.
    expect(searchIds(engine, { query: 'alpha', facetFilters: ['language:fr'] })).toEqual([]);
    expect(searchIds(engine, { query: 'alpha', facetFilters: ['language:-fr'] })).toHaveLength(
      searchIds(engine, { query: 'alpha' }).length,
    );
    const facets = search(engine, { query: 'alpha', facets: ['docusaurus_tag', 'url'] }).facets;
    expect(facets).toEqual({ docusaurus_tag: { 'docs-default-current': 3, default: 2 } });
    expect(Object.keys(search(engine, { query: 'alpha', facets: '*' }).facets!)).toEqual([
      'type',
      'language',
      'docusaurus_tag',
    ]);
  });

  it('returns only the attributes asked for, objectID always', () => {
    const [hit] = search(engine, { query: 'docs', attributesToRetrieve: ['hierarchy.lvl0', 'url'] }).hits;
    expect(Object.keys(hit!).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
    expect(hit!.hierarchy).toEqual({ lvl0: 'Documentation' });
  });

  it('adds a queryID only with clickAnalytics', () => {
    expect(search(engine, { query: 'alpha' }).queryID).toBeUndefined();
    expect(search(engine, { query: 'alpha', clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('highlighting and snippets', () => {
  const engine = engineOf([
    record({
      id: 'install',
      lvl1: 'Installation',
      content: 'Install the package with npm, yarn or pnpm and then import Bulma once in your application entry file.',
    }),
    record({
      id: 'xss',
      lvl1: 'A &lt;script&gt; page',
      content: 'Text with &lt;img src=x onerror=alert(1)&gt; inside &amp; more',
    }),
  ]);
  const tags = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

  it('highlights only the typed part of a prefix, with the requested tags and match details', () => {
    const [hit] = search(engine, { query: 'instal', ...tags }).hits;
    const lvl1 = (hit!._highlightResult as any).hierarchy.lvl1;
    expect(lvl1).toEqual({
      value: '<mark>Instal</mark>lation',
      matchLevel: 'full',
      matchedWords: ['instal'],
      fullyHighlighted: false,
    });
    expect((hit!._highlightResult as any).hierarchy.lvl0).toEqual({
      value: 'Documentation',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('answers an attribute with nothing highlighted alike in every search, and highlights it when a later one matches', () => {
    const lvl1Of = (params: Record<string, unknown>) =>
      (search(engine, params).hits[0]!._highlightResult as any).hierarchy.lvl1;
    const unmatched = { value: 'Installation', matchLevel: 'none', matchedWords: [] };
    expect(lvl1Of({ query: 'package', ...tags })).toEqual(unmatched);
    expect(lvl1Of({ query: 'yarn', highlightPreTag: '[', highlightPostTag: ']' })).toEqual(unmatched);
    expect(lvl1Of({ query: 'installation', ...tags })).toEqual({
      value: '<mark>Installation</mark>',
      matchLevel: 'full',
      matchedWords: ['installation'],
      fullyHighlighted: true,
    });
    expect(lvl1Of({ query: 'pnpm', ...tags })).toEqual(unmatched);
  });

  it('uses the index highlight tags by default', () => {
    const [hit] = search(engine, { query: 'installation' }).hits;
    expect((hit!._highlightResult as any).hierarchy.lvl1.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Installation</span>',
    );
    expect((hit!._highlightResult as any).hierarchy.lvl1.fullyHighlighted).toBe(true);
  });

  it('reports a partial match when only some words are in the attribute', () => {
    // No record has `xylophone`: the words become optional and the hit matches one of two.
    const [hit] = search(engine, { query: 'installation xylophone', ...tags }).hits;
    expect((hit!._highlightResult as any).hierarchy.lvl1.matchLevel).toBe('partial');
    expect((hit!._highlightResult as any).content.matchLevel).toBe('partial');
  });

  it('cuts a snippet around the match with the ellipsis', () => {
    const [hit] = search(engine, {
      query: 'entry',
      attributesToSnippet: ['content:5'],
      snippetEllipsisText: '…',
      ...tags,
    }).hits;
    expect((hit!._snippetResult as any).content).toEqual({
      value: '…in your application <mark>entry</mark> file.',
      matchLevel: 'full',
    });
  });

  it('keeps record text escaped in every value, highlighted or not', () => {
    const [hit] = search(engine, { query: 'img onerror', attributesToSnippet: ['content:4'], ...tags }).hits;
    expect(hit!.content).toBe('Text with &lt;img src=x onerror=alert(1)&gt; inside &amp; more');
    const highlighted = (hit!._highlightResult as any).content.value as string;
    expect(highlighted).toBe(
      'Text with &lt;<mark>img</mark> src=x <mark>onerror</mark>=alert(1)&gt; inside &amp; more',
    );
    expect((hit!._snippetResult as any).content.value).not.toMatch(/<(?!\/?mark>)/);
    expect((hit!._highlightResult as any).hierarchy.lvl1.value).toBe('A &lt;script&gt; page');
  });
});

describe("Algolia's highlighting limit", () => {
  // Each content value is exactly 1,000 characters: "lantern " then filler words.
  const content = `lantern ${'glow '.repeat(200)}`.slice(0, 1000);
  const count = MAX_HIGHLIGHTED_CHARACTERS / 1000 + 20;
  const engine = engineOf(
    Array.from({ length: count }, (_, at) => record({ id: `r${at}`, lvl1: `Page ${at}`, content })),
  );

  it('highlights the values that start within the first 50,000 characters of the hits, and returns the rest as stored', () => {
    const { hits } = search(engine, {
      query: 'lantern',
      hitsPerPage: 1000,
      attributesToHighlight: ['content'],
      attributesToSnippet: ['content:3'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(hits).toHaveLength(count);
    const highlighted = hits.filter((hit) => (hit._highlightResult as any).content.matchLevel === 'full');
    expect(highlighted).toHaveLength(MAX_HIGHLIGHTED_CHARACTERS / 1000);
    // In the order of the hits: the highlighted ones first, then none.
    expect(hits.slice(0, highlighted.length)).toEqual(highlighted);
    expect((highlighted[0]!._snippetResult as any).content).toEqual({
      value: '<mark>lantern</mark> glow glow…',
      matchLevel: 'full',
    });
    for (const hit of hits.slice(highlighted.length)) {
      expect((hit._highlightResult as any).content).toEqual({ value: content, matchLevel: 'none', matchedWords: [] });
      expect((hit._snippetResult as any).content).toEqual({ value: 'lantern glow glow…', matchLevel: 'none' });
    }
  });

  it('starts again with each search', () => {
    const highlightedIn = () =>
      search(engine, { query: 'lantern', hitsPerPage: 1000, attributesToHighlight: ['content'] }).hits.filter(
        (hit) => (hit._highlightResult as any).content.matchLevel === 'full',
      ).length;
    expect([highlightedIn(), highlightedIn()]).toEqual([
      MAX_HIGHLIGHTED_CHARACTERS / 1000,
      MAX_HIGHLIGHTED_CHARACTERS / 1000,
    ]);
  });
});

describe('the retelling pages', () => {
  // Four kinds of page by rank (3 reference, 2 guides, 1 overviews, 0 posts).
  const records = [3, 2, 1, 0].map((pageRank) =>
    record({ id: `rank-${pageRank}`, lvl1: `Page of rank ${pageRank}`, pageRank }),
  );

  it('are those at or below the index setting retellingPageRank', () => {
    const index = indexOf(records);
    expect(new Dictionary({ ...index, settings: { ...index.settings, retellingPageRank: 2 } }).retellingKind).toBe(1);
    expect(new Dictionary({ ...index, settings: { ...index.settings, retellingPageRank: 0 } }).retellingKind).toBe(3);
    // Below every page's rank: no page retells.
    expect(new Dictionary({ ...index, settings: { ...index.settings, retellingPageRank: -1 } }).retellingKind).toBe(4);
  });

  it('are the third kind and below when the index does not say', () => {
    expect(new Dictionary(indexOf(records)).retellingKind).toBe(2);
  });
});
