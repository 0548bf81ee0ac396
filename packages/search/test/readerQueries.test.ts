/**
 * How the engine reads what readers type: stop words and questions, words written apart or together, other forms
 * of a word, and synonyms in Algolia's three kinds.
 */
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../src/engine/engine.js';
import { readSearchParams } from '../src/engine/params.js';
import type { Synonym } from '../src/indexFile/synonyms.js';
import { DOCS_SITE_SETTINGS, indexOf, record, searchIds } from './records.js';

const engineWith = (records: ReturnType<typeof record>[], synonyms: Synonym[] = []) =>
  new SearchEngine(indexOf(records, 'test', synonyms));
const tags = { highlightPreTag: '<b>', highlightPostTag: '</b>' };

describe('stop words and questions', () => {
  const engine = engineWith([
    record({
      id: 'button',
      lvl1: 'Button',
      content: 'isFullwidth makes the button take the full width of its parent.',
    }),
    record({
      id: 'post',
      lvl1: 'How we make things',
      content: 'How do I make a button? We do it with care and the docs.',
    }),
    record({ id: 'site', lvl1: 'How this site is built' }),
    record({ id: 'deploy', lvl1: 'Deploy your site', content: 'when the site is built it is copied' }),
  ]);

  it('ranks a question by the words that carry its subject, not by how, do, I or make', () => {
    expect(searchIds(engine, { query: 'how do I make a button full width' })[0]).toBe('button');
  });

  it('finds pages that match most of a question when none matches all of it', () => {
    expect(searchIds(engine, { query: 'how can I make the button wider than full width' })).toContain('button');
  });

  it('does not highlight stop words, and matches every searched word fully without them', () => {
    const [hit] = engine.search(readSearchParams({ query: 'how do I make a button full width', ...tags })).hits;
    const content = (hit!._highlightResult as any).content;
    expect(content.value).not.toMatch(/<b>(the|how|make|a)<\/b>/i);
    expect(content.matchedWords.sort()).toEqual(['button', 'full', 'width']);
    expect(content.matchLevel).toBe('full');
  });

  it('lets a record with the question’s own small words win a tie', () => {
    expect(searchIds(engine, { query: 'how this site is built' })[0]).toBe('site');
  });

  it('counts the small words only where the searched words matched best, not in body text', () => {
    const titles = engineWith([
      record({ id: 'post', lvl1: 'Progress bars', content: 'how do I show a bar when it is done' }),
      record({ id: 'page', lvl1: 'Progress bar' }),
    ]);
    expect(searchIds(titles, { query: 'how do I show a progress bar' })).toEqual(['page', 'post']);
  });

  it('answers a question from the reference page before a post that tells the same story', () => {
    const pages = engineWith([
      record({
        id: 'post',
        lvl1: 'Progress bars and skeletons',
        content: 'the progress bar without a value moves without end',
        pageRank: 0,
      }),
      record({ id: 'reference', lvl1: 'Progress', content: 'Without a value, the bar is indeterminate.', pageRank: 2 }),
    ]);
    expect(searchIds(pages, { query: 'how to show a progress bar without a value' })).toEqual(['reference', 'post']);
    // As keywords too, where Algolia's proximity would put the post first: it has the words closer together, but
    // only its title's words are in its title.
    expect(searchIds(pages, { query: 'progress bar without value' })).toEqual(['reference', 'post']);
  });

  it('counts a post’s words in a question one fewer when it mentions them in passing, not when its title holds them', () => {
    const pages = engineWith([
      record({
        id: 'post',
        lvl1: 'Tags, titles and subtitles',
        content: 'hasAddons joins the tags into one piece: a label and its value.',
      }),
      record({
        id: 'reference',
        lvl1: 'Tags',
        lvl2: 'Addons',
        content: 'hasAddons attaches two tags, a label and a value.',
        pageRank: 2,
      }),
      record({ id: 'titled', lvl1: 'Icons without a CDN' }),
      record({ id: 'icon', lvl1: 'Icon', content: 'The icon font is bundled: icons load without a CDN.', pageRank: 2 }),
      // Docs pages have the post's other words too, as on the site: the post holds none that only posts have.
      record({ id: 'columns', lvl1: 'Columns', content: 'Join two columns into one.', pageRank: 2 }),
    ]);
    // The post matches five of the words (join, tags, one, label, value), the reference page four (two, tags, label,
    // value); both in their text.
    expect(searchIds(pages, { query: 'how do I join two tags into one label and value badge' }).slice(0, 2)).toEqual([
      'reference',
      'post',
    ]);
    const [hit] = pages.search(
      readSearchParams({ query: 'how do I join two tags into one label and value badge', getRankingInfo: true }),
    ).hits;
    expect((hit!._rankingInfo as { words: number }).words).toBe(4);
    expect(searchIds(pages, { query: 'icons without a cdn' })[0]).toBe('titled');
  });

  it('counts every word of a post that holds one no other kind of page has: it is not retelling one then', () => {
    const pages = engineWith([
      record({
        id: 'post',
        lvl1: 'How we version with Changesets',
        lvl2: 'Adding a changeset',
        content: 'Run it in every pull request.',
      }),
      record({ id: 'deploy', lvl1: 'Deploy your site', content: 'Open a pull request to publish.', pageRank: 1 }),
    ]);
    // The post matches changeset in a heading and pull request in its text; no docs page says changeset.
    expect(searchIds(pages, { query: 'how to add a changeset in a pull request' })[0]).toBe('post');
  });

  it('puts an overview that mentions a query’s words in passing after the docs that tie with it, as a post', () => {
    // The site's four kinds: reference 3, guides 2, overviews 1 (the components tour, the library guides), posts 0.
    const records = [
      record({
        id: 'overview',
        lvl1: 'Block, box or content',
        content: 'Box, content and notification bring margins.',
        pageRank: 1,
      }),
      record({ id: 'reference', lvl1: 'Notification', content: 'A bold box of colour for an alert.', pageRank: 3 }),
      record({ id: 'guide', lvl1: 'Spacing', content: 'Margins between blocks.', pageRank: 2 }),
      record({ id: 'post', lvl1: 'Release notes', content: 'New margins.', pageRank: 0 }),
    ];
    // Both match both words exactly, best in their title; the overview has them closer together, in its text.
    expect(searchIds(engineWith(records), { query: 'notification box' }).slice(0, 2)).toEqual([
      'reference',
      'overview',
    ]);
    // A guide answers for itself: in the overview's place it keeps Algolia's order, which proximity decides.
    const asGuide = records.map((each) =>
      each.objectID === 'overview' ? { ...each, weight: { ...each.weight, pageRank: 2 } } : each,
    );
    expect(searchIds(engineWith(asGuide), { query: 'notification box' }).slice(0, 2)).toEqual([
      'overview',
      'reference',
    ]);
  });

  it('puts a post that mentions a query’s words in passing after the docs that tie with it, not one titled by them', () => {
    const records = [
      record({ id: 'post', lvl1: 'Block, box or content?', content: 'Box, content and notification bring margins.' }),
      record({ id: 'reference', lvl1: 'Notification', content: 'A bold box of colour for an alert.', pageRank: 2 }),
      record({ id: 'titled', lvl1: 'Helper props: one hook' }),
      record({ id: 'guide', lvl1: 'Helpers', content: 'Spread the props through one hook.', pageRank: 1 }),
    ];
    const pages = engineWith(records);
    // Both match both words exactly, best in their title; the post has them closer together, in its text.
    expect(searchIds(pages, { query: 'notification box' }).slice(0, 2)).toEqual(['reference', 'post']);
    // A post whose title holds every word is about them.
    expect(searchIds(pages, { query: 'helper props one hook' })[0]).toBe('titled');
    // Without page kinds (every page ranks alike) the order is Algolia's, which proximity decides.
    const alike = engineWith(records.map((each) => ({ ...each, weight: { ...each.weight, pageRank: 0 } })));
    expect(searchIds(alike, { query: 'notification box' }).slice(0, 2)).toEqual(['post', 'reference']);
  });

  it('ranks a post whose title holds one of the keywords by where it holds the others, not by its title', () => {
    const records = [
      record({ id: 'post', lvl1: 'Progress bars and skeletons', content: 'Show a loading state while data arrives.' }),
      record({
        id: 'reference',
        lvl1: 'Progress',
        lvl2: 'Loading bar',
        content: 'Without a value it moves.',
        pageRank: 2,
      }),
      record({ id: 'titled', lvl1: 'Loading bars', content: 'How the progress bar came to be.' }),
    ];
    const pages = engineWith(records);
    // The post's title has "bar", its text "loading"; the reference page has both in a heading.
    expect(searchIds(pages, { query: 'loading bar' }).slice(0, 2)).toEqual(['titled', 'reference']);
    expect(searchIds(pages, { query: 'loading bar' }).indexOf('post')).toBe(2);
    // One word has nothing to be worst of: the post's title holds it.
    expect(searchIds(pages, { query: 'bars' })[0]).toBe('post');
    // Without page kinds every record is ranked by its best attribute, as Algolia does.
    const alike = engineWith(records.map((each) => ({ ...each, weight: { ...each.weight, pageRank: 0 } })));
    expect(searchIds(alike, { query: 'loading bar' })[0]).not.toBe('reference');
  });

  it('puts first, of the records that match as many of a query’s words, those that match its rarest word', () => {
    // config is said on many pages, nginx on one.
    const mentions = Array.from({ length: 20 }, (_, n) =>
      record({ id: `mention-${n}`, lvl1: `Page ${n}`, content: 'Read the config.' }),
    );
    const records = [
      record({ id: 'provider', lvl1: 'ConfigProvider', content: 'One config for the whole app.', pageRank: 2 }),
      record({ id: 'settings', lvl1: 'Configuration', lvl2: 'Reading the config', pageRank: 1 }),
      record({
        id: 'deploy',
        lvl1: 'Deploy your site',
        content: 'With nginx, answer /docs/intro with docs/intro.html.',
      }),
      record({ id: 'both', lvl1: 'Hosting', content: 'An nginx config for the build.' }),
      ...mentions,
    ];
    // No record holds both words, so each is optional. nginx (one record) is much rarer than config (22): the page
    // that names nginx comes first, before the titles that say config.
    const apart = records.filter((each) => each.objectID !== 'both');
    expect(searchIds(engineWith(apart), { query: 'nginx config' }).slice(0, 3)).toEqual([
      'deploy',
      'provider',
      'settings',
    ]);
    // A record that holds both is the answer, as before.
    expect(searchIds(engineWith(records), { query: 'nginx config' })).toEqual(['both']);
    // Words about as rare as each other (one record against two) leave the order to the other criteria: the titles
    // that say config come before the text that says nginx.
    const few = apart.filter((each) => !each.objectID.startsWith('mention-'));
    expect(searchIds(engineWith(few), { query: 'nginx config' })).toEqual(['provider', 'settings', 'deploy']);
    // So do words one of which is in ten times as many records (one against ten): "profile" in "round profile
    // picture" is not rarer than "round" in a way that should let a Card page's text beat the Image page's title.
    const some = apart.filter((each) => !/^mention-(8|9|1\d)$/.test(each.objectID));
    expect(searchIds(engineWith(some), { query: 'nginx config' }).slice(0, 3)).toEqual([
      'provider',
      'settings',
      'deploy',
    ]);
    // One word has no rarer one to prefer: the title wins, as in Algolia's order.
    expect(searchIds(engineWith(records), { query: 'config' })[0]).toBe('provider');
  });

  it('does not let the rarity of an optional word (another kit’s name) decide', () => {
    const mentions = Array.from({ length: 20 }, (_, n) =>
      record({ id: `mention-${n}`, lvl1: `Page ${n}`, content: 'Put it in a card.' }),
    );
    const records = [
      record({ id: 'card', lvl1: 'Card', content: 'A bordered container.' }),
      record({ id: 'breakpoints', lvl1: 'Responsiveness', content: 'Bootstrap names its breakpoints by size.' }),
      ...mentions,
    ];
    // No record holds both card and alternative, so each word is optional; bootstrap is in one record, card in 21. As
    // a word a record must hold, bootstrap would be the rarest and its record first; as an optional word it is not.
    const query = 'bootstrap card alternative';
    expect(searchIds(engineWith(records), { query, optionalWords: [] })[0]).toBe('breakpoints');
    expect(searchIds(engineWith(records), { query, optionalWords: ['bootstrap'] })[0]).toBe('card');
  });

  it('ranks a question by where all its matched words are found, not by a title that holds one of them', () => {
    const pages = engineWith([
      record({ id: 'welcome', lvl1: 'Welcome to Bulmatic', content: 'The site is built with Vite.', pageRank: 0 }),
      record({ id: 'setups', lvl1: 'React setups', content: 'Bulmatic with Vite needs no plugin.', pageRank: 1 }),
    ]);
    expect(searchIds(pages, { query: 'how to use bulmatic with vite' })).toEqual(['setups', 'welcome']);
    // A post whose title holds every word of the question still comes first.
    const titles = engineWith([
      record({ id: 'post', lvl1: 'How this site is built', pageRank: 0 }),
      record({ id: 'guide', lvl1: 'Deploy', content: 'how this site is built and deployed', pageRank: 1 }),
    ]);
    expect(searchIds(titles, { query: 'how this site is built' })).toEqual(['post', 'guide']);
  });

  it('answers a question from the page its subject names before a heading that holds more of its words', () => {
    const pages = engineWith([
      // Both words in headings: where all of the question's words are found, this one is ahead.
      record({ id: 'migration', lvl1: 'Migration: what opens and closes', lvl2: 'Modal and Dropdown', pageRank: 1 }),
      record({ id: 'modal', lvl1: 'Modal', lvl2: 'Props', content: 'Set open to show the modal.', pageRank: 2 }),
    ]);
    expect(searchIds(pages, { query: 'how do I open a modal' })).toEqual(['modal', 'migration']);
  });

  it('lets a title that is a run of the question’s words name it, written apart or as one word', () => {
    const posts = engineWith([
      record({ id: 'post', lvl1: 'Block, box or content', content: 'Three ways to frame a paragraph.', pageRank: 0 }),
      record({ id: 'block', lvl1: 'Block', content: 'Spacing between a box and its content.', pageRank: 2 }),
    ]);
    expect(searchIds(posts, { query: 'block box or content' })).toEqual(['post', 'block']);
    const hooks = engineWith([
      record({ id: 'hook', lvl1: 'useBulmaClasses', content: 'The class names of helper props.', pageRank: 2 }),
      record({
        id: 'guide',
        lvl1: 'Installation',
        lvl2: 'Bulma',
        content: 'Use the classes Bulma ships.',
        pageRank: 1,
      }),
    ]);
    expect(searchIds(hooks, { query: 'use bulma classes' })[0]).toBe('hook');
  });

  it('lets a heading name the question’s words when only the small words between them differ', () => {
    const pages = engineWith([
      record({
        id: 'icon',
        lvl1: 'Icon',
        lvl2: 'Props',
        content: 'label names the icon for screen readers.',
        pageRank: 2,
      }),
      record({
        id: 'icontext',
        lvl1: 'IconText',
        lvl2: 'Icon and label',
        content: 'An icon beside its text.',
        pageRank: 2,
      }),
    ]);
    // "icon" names the Icon page; "icon with label" names the heading "Icon and label" by both its words.
    expect(searchIds(pages, { query: 'icon with label' })[0]).toBe('icontext');
    // A word between them that is not a small word makes the heading another name.
    const other = engineWith([
      record({
        id: 'icon',
        lvl1: 'Icon',
        lvl2: 'Props',
        content: 'label names the icon for screen readers.',
        pageRank: 2,
      }),
      record({
        id: 'icontext',
        lvl1: 'IconText',
        lvl2: 'Icon beside label',
        content: 'An icon beside its text.',
        pageRank: 2,
      }),
    ]);
    expect(searchIds(other, { query: 'icon with label' })[0]).toBe('icon');
  });

  it('counts the subject from titles and headings, not from a short piece of body text that reads like the question', () => {
    const pages = engineWith([
      record({ id: 'post', lvl1: 'Tags and titles', lvl2: 'Tag', content: 'adds a delete button', pageRank: 0 }),
      record({
        id: 'tag',
        lvl1: 'Tag',
        lvl2: 'Removable tags',
        content: 'onDelete adds a delete button after the text',
        pageRank: 2,
      }),
    ]);
    expect(searchIds(pages, { query: 'how to add a delete button to a tag' })).toEqual(['tag', 'post']);
  });

  it('searches a query made only of stop words as typed', () => {
    expect(searchIds(engine, { query: 'how it' })).toEqual(['post']);
  });

  it('searches a stop word written into a hyphenated name, but not a single letter there', () => {
    const builds = engineWith([
      record({ id: 'prefixed', lvl1: 'Prefixed build', content: 'The helpers of the css build take a prefix.' }),
      record({
        id: 'no-helpers',
        lvl1: 'Bulma variations',
        content: 'bulma-no-helpers is the css build without helpers.',
      }),
    ]);
    // "no" is a stop word, but in "no-helpers" it names the build: the record that has it comes first.
    expect(searchIds(builds, { query: 'can i use the no-helpers css build' })[0]).toBe('no-helpers');
    // Written apart, it is a small word again, and the record that matches the rest best comes first.
    expect(searchIds(builds, { query: 'can i use the helpers of the css build with no prefix' })[0]).toBe('prefixed');
    // A one-letter part (other kits' `d-flex`) stays a stop word: "d" alone would match any "d" in the index.
    const flex = engineWith([
      record({ id: 'flex', lvl1: 'Flexbox helpers' }),
      record({ id: 'd', lvl1: 'Section d', content: 'd flex' }),
    ]);
    expect(searchIds(flex, { query: 'how to use d-flex helpers' })[0]).toBe('flex');
  });

  it('keeps stop words when removeStopWords is false, and refuses a language it has no stop words for', () => {
    // Every word counts then: the post, which has the most of them, comes first.
    expect(searchIds(engine, { query: 'how do I make a button full width', removeStopWords: false })[0]).toBe('post');
    expect(() => readSearchParams({ query: 'x', removeStopWords: ['fr'] })).toThrow(
      /Unsupported language in removeStopWords: fr/,
    );
    expect(() => readSearchParams({ query: 'x', queryLanguages: ['de'] })).toThrow(
      /Unsupported language in queryLanguages: de/,
    );
  });

  it('makes the words named in optionalWords optional', () => {
    const both = engineWith([record({ id: 'both', content: 'alpha beta' }), record({ id: 'one', content: 'alpha' })]);
    expect(searchIds(both, { query: 'alpha beta ' })).toEqual(['both']);
    expect(searchIds(both, { query: 'alpha beta ', optionalWords: ['beta'] })).toEqual(['both', 'one']);
  });

  it('makes the index setting optionalWords optional, other UI libraries’ names on this site', () => {
    const records = [
      record({ id: 'modal', lvl1: 'Modal', content: 'A dialog over the page.' }),
      record({ id: 'setups', lvl1: 'React setups', content: 'Bulma next to Tailwind in one app.' }),
      record({ id: 'variants', lvl1: 'Variants', content: 'Tailwind users: each modal of Bulma is one class.' }),
    ];
    const engine = engineWith(records);
    // The page that names Tailwind and modals still comes first, and the Modal page follows it; a page with the
    // optional word alone is no match, as in Algolia.
    expect(searchIds(engine, { query: 'tailwind modal' })).toEqual(['variants', 'modal']);
    expect(searchIds(engine, { query: 'tailwind' })).toEqual(['variants', 'setups']);
    // A search's own optionalWords replaces the setting, as in Algolia; without either, only the page with both.
    expect(searchIds(engine, { query: 'tailwind modal', optionalWords: [] })).toEqual(['variants']);
    const settings = { ...DOCS_SITE_SETTINGS, optionalWords: undefined };
    const withoutSetting = new SearchEngine({ ...indexOf(records), settings });
    expect(searchIds(withoutSetting, { query: 'tailwind modal' })).toEqual(['variants']);
  });
});

describe('words written together or apart', () => {
  const engine = engineWith([
    record({ id: 'fullwidth', lvl1: 'Input', content: 'isFullwidth stretches the input' }),
    record({ id: 'menu', lvl1: 'Dropdown', content: 'Put items in the dropdown menu' }),
    record({ id: 'far', lvl1: 'Menu', content: 'A dropdown sits beside this menu, far away' }),
  ]);

  it('reads two words as the word they make together (full width -> fullwidth)', () => {
    expect(searchIds(engine, { query: 'full width ' })).toEqual(['fullwidth']);
  });

  it('reads one word as two that stand next to each other (dropdownmenu -> dropdown menu)', () => {
    expect(searchIds(engine, { query: 'dropdownmenu ' })).toEqual(['menu']);
  });

  it('does neither without typo tolerance, as Algolia', () => {
    expect(searchIds(engine, { query: 'full width ', typoTolerance: false })).toEqual([]);
    expect(searchIds(engine, { query: 'dropdownmenu ', typoTolerance: false })).toEqual([]);
  });

  it('finds other forms of a word as it finds plurals, the word itself winning where both stand alike', () => {
    const forms = engineWith([
      record({ id: 'guide', lvl1: 'Installation', level: 100 }),
      record({ id: 'post', content: 'how to install it' }),
      record({ id: 'title', lvl1: 'Install', level: 100 }),
    ]);
    expect(searchIds(forms, { query: 'install ' })).toEqual(['title', 'guide', 'post']);
    expect(searchIds(forms, { query: 'installing ' }).sort()).toEqual(['guide', 'post', 'title']);
  });

  it('charges a typo for the forms of a word the records do not have (it may be misspelt)', () => {
    const forms = engineWith([
      record({ id: 'responsive', content: 'a responsive layout' }),
      record({ id: 'responsiveness', lvl1: 'Responsiveness', level: 100 }),
    ]);
    expect(searchIds(forms, { query: 'responsivness ' })).toEqual(['responsiveness', 'responsive']);
  });

  it('charges a typo for a form that names a doer (helper for help), not for a stem that ends alike', () => {
    const forms = engineWith([
      record({ id: 'helpers', lvl1: 'Helpers', content: 'Text colour and spacing props.' }),
      record({ id: 'field', lvl1: 'Field', content: 'A label above the control and help text below it.' }),
      record({ id: 'render', lvl1: 'Render', content: 'How a component is rendered.' }),
    ]);
    // Without the typo, the helpers' title would win on the attribute criterion.
    expect(searchIds(forms, { query: 'help text' })).toEqual(['field', 'helpers']);
    // `render` is the stem of `rendering`, not a doer: it costs nothing and its title wins.
    expect(searchIds(forms, { query: 'rendering component' })[0]).toBe('render');
    const [hit] = forms.search(readSearchParams({ query: 'help text', getRankingInfo: true })).hits.slice(1);
    expect((hit!._rankingInfo as { nbTypos: number }).nbTypos).toBe(1);
  });
});

describe('synonyms', () => {
  const records = [
    record({ id: 'modal', lvl1: 'Modal' }),
    record({ id: 'popup', content: 'a popup menu', level: 100 }),
    record({ id: 'colour', content: 'the colour of text' }),
    record({ id: 'color', content: 'the color prop' }),
    record({ id: 'burger', lvl1: 'Navbar burger' }),
    record({ id: 'overlay', lvl1: 'Overlay helper' }),
  ];
  const synonyms: Synonym[] = [
    { objectID: 'popup', type: 'oneWaySynonym', input: 'popup', synonyms: ['modal'] },
    { objectID: 'colour', type: 'synonym', synonyms: ['colour', 'color'] },
    { objectID: 'hamburger', type: 'oneWaySynonym', input: 'hamburger', synonyms: ['navbar burger'] },
    { objectID: 'overlay', type: 'altCorrection1', word: 'overlay', corrections: ['modal'] },
  ];
  const engine = engineWith(records, synonyms);

  it('applies a one-way synonym in its direction only', () => {
    expect(searchIds(engine, { query: 'popup ' }).sort()).toEqual(['modal', 'popup']);
    expect(searchIds(engine, { query: 'modal ' })).toEqual(['modal']);
  });

  it('applies a regular synonym both ways and highlights the record’s own word', () => {
    expect(searchIds(engine, { query: 'colour ' }).sort()).toEqual(['color', 'colour']);
    expect(searchIds(engine, { query: 'color ' }).sort()).toEqual(['color', 'colour']);
    const hits = engine.search(readSearchParams({ query: 'colour ', ...tags })).hits;
    const color = hits.find((hit) => hit.objectID === 'color')!;
    expect((color._highlightResult as any).content.value).toBe('the <b>color</b> prop');
  });

  it('finds a multi-word synonym where its words stand together', () => {
    expect(searchIds(engine, { query: 'hamburger ' })).toEqual(['burger']);
  });

  it('reads a word the index lacks as the synonym trigger it misspells, one typo more', () => {
    for (const query of ['hamburgr ', 'hamburgerr ', 'hambugrer ']) {
      expect(searchIds(engine, { query }), query).toEqual(['burger']);
    }
    const [hit] = engine.search(readSearchParams({ query: 'hamburgr ', getRankingInfo: true })).hits;
    expect((hit!._rankingInfo as { nbTypos: number }).nbTypos).toBe(1);
    // Two typos away, or without typo tolerance: no synonym.
    expect(searchIds(engine, { query: 'hambrgr ' })).toEqual([]);
    expect(searchIds(engine, { query: 'hamburgr ', typoTolerance: false })).toEqual([]);
  });

  it('ranks an alternative correction as one typo away, after the word itself', () => {
    expect(searchIds(engine, { query: 'overlay ' })).toEqual(['overlay', 'modal']);
    const [, modal] = engine.search(readSearchParams({ query: 'overlay ', getRankingInfo: true })).hits;
    expect((modal!._rankingInfo as any).nbTypos).toBe(1);
  });

  it('counts alternatives as exact matches as alternativesAsExact says, the request over the index setting', () => {
    const exactWords = (searchEngine: SearchEngine, query: string, id: string, extra: Record<string, unknown> = {}) => {
      // One-word queries: each word counts, not whether it is a whole attribute value.
      const params = { query, getRankingInfo: true, distinct: false, exactOnSingleWordQuery: 'word', ...extra };
      const hits = searchEngine.search(readSearchParams(params)).hits;
      return (hits.find((hit) => hit.objectID === id)!._rankingInfo as { nbExactWords: number }).nbExactWords;
    };
    // Algolia's default: plurals and one-word synonyms are exact, multi-word synonyms and corrections are not.
    expect(exactWords(engine, 'popup ', 'modal')).toBe(1);
    expect(exactWords(engine, 'colours ', 'colour')).toBe(1);
    expect(exactWords(engine, 'hamburger ', 'burger')).toBe(0);
    expect(exactWords(engine, 'overlay ', 'modal')).toBe(0);
    const everyKind = { alternativesAsExact: ['ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym'] };
    expect(exactWords(engine, 'hamburger ', 'burger', everyKind)).toBe(1);
    expect(exactWords(engine, 'overlay ', 'modal', everyKind)).toBe(0);
    const none = { alternativesAsExact: [] };
    expect(exactWords(engine, 'popup ', 'modal', none)).toBe(0);
    expect(exactWords(engine, 'colours ', 'colour', none)).toBe(0);
    expect(exactWords(engine, 'colour ', 'colour', none)).toBe(1);
    // The index setting applies when the request names none.
    const settings = { ...DOCS_SITE_SETTINGS, alternativesAsExact: ['multiWordsSynonym' as const] };
    const withSetting = new SearchEngine({ ...indexOf(records, 'test', synonyms), settings });
    expect(exactWords(withSetting, 'hamburger ', 'burger')).toBe(1);
    expect(exactWords(withSetting, 'popup ', 'modal')).toBe(0);
    expect(exactWords(withSetting, 'popup ', 'modal', { alternativesAsExact: ['singleWordSynonym'] })).toBe(1);
    const unknownKind = { query: 'x', alternativesAsExact: ['typos'] };
    expect(() => readSearchParams(unknownKind)).toThrow(/alternativesAsExact: typos/);
  });

  it('turns synonyms off with synonyms: false', () => {
    expect(searchIds(engine, { query: 'popup ', synonyms: false })).toEqual(['popup']);
  });

  it('refuses replaceSynonymsInHighlight: true rather than ignore it', () => {
    expect(() => readSearchParams({ query: 'x', replaceSynonymsInHighlight: true })).toThrow(
      /replaceSynonymsInHighlight/,
    );
    expect(readSearchParams({ query: 'x', replaceSynonymsInHighlight: false }).query).toBe('x');
  });
});

describe('parameters applied as Algolia documents them', () => {
  const engine = engineWith([
    record({ id: 'exact', url: 'https://example.test/a#1', lvl1: 'Button', content: 'button text', tag: 'default' }),
    record({ id: 'same-page', url: 'https://example.test/a#1', content: 'button again', tag: 'default' }),
    record({ id: 'one-typo', url: 'https://example.test/b', content: 'buttin here' }),
    record({ id: 'two-typos', url: 'https://example.test/c', content: 'bxttin there' }),
    record({ id: 'group', url: 'https://example.test/d', lvl1: 'Button group' }),
  ]);

  it('typoTolerance min keeps the fewest typos; strict the two fewest; both rank typos first', () => {
    const query = { query: 'button ', minWordSizefor2Typos: 4 };
    expect(searchIds(engine, { ...query, distinct: false }).sort()).toEqual([
      'exact',
      'group',
      'one-typo',
      'same-page',
      'two-typos',
    ]);
    expect(searchIds(engine, { ...query, distinct: false, typoTolerance: 'min' }).sort()).toEqual([
      'exact',
      'group',
      'same-page',
    ]);
    expect(searchIds(engine, { ...query, distinct: false, typoTolerance: 'strict' }).sort()).toEqual([
      'exact',
      'group',
      'one-typo',
      'same-page',
    ]);
  });

  it('returns _rankingInfo with getRankingInfo', () => {
    const [hit] = engine.search(readSearchParams({ query: 'button', getRankingInfo: true })).hits;
    expect(hit!._rankingInfo).toMatchObject({
      nbTypos: 0,
      words: 1,
      nbExactWords: 1,
      filters: 0,
      firstMatchedWord: 1000,
    });
    expect(engine.search(readSearchParams({ query: 'button' })).hits[0]!._rankingInfo).toBeUndefined();
  });

  it('returns only the responseFields asked for', () => {
    const result = engine.search(readSearchParams({ query: 'button', responseFields: ['hits', 'nbHits'] }));
    expect(Object.keys(result).sort()).toEqual(['hits', 'nbHits']);
    expect(Object.keys(engine.search(readSearchParams({ query: 'button', responseFields: ['*'] })))).toContain(
      'nbPages',
    );
  });

  it('retrieves every attribute but the excluded ones with ["*", "-attribute"]', () => {
    const [hit] = engine.search(
      readSearchParams({ query: 'button', attributesToRetrieve: ['*', '-content', '-hierarchy.lvl0'] }),
    ).hits;
    expect(hit).not.toHaveProperty('content');
    expect(hit!.hierarchy).not.toHaveProperty('lvl0');
    expect(hit).toHaveProperty('url');
    expect(hit!.objectID).toBe('exact');
  });

  it('reads * in attributesToHighlight and attributesToSnippet as every searchable attribute', () => {
    const [hit] = engine.search(
      readSearchParams({ query: 'button', attributesToHighlight: ['*'], attributesToSnippet: ['*:2'], ...tags }),
    ).hits;
    expect((hit!._highlightResult as any).hierarchy.lvl1.value).toBe('<b>Button</b>');
    expect((hit!._highlightResult as any).content.value).toBe('<b>button</b> text');
    expect((hit!._snippetResult as any).hierarchy.lvl1.value).toBe('<b>Button</b>');
  });

  it('counts facets before distinct by default, after it with facetingAfterDistinct', () => {
    const before = engine.search(readSearchParams({ query: 'button', facets: ['docusaurus_tag'] })).facets;
    const after = engine.search(
      readSearchParams({ query: 'button', facets: ['docusaurus_tag'], facetingAfterDistinct: true }),
    ).facets;
    expect(before!.docusaurus_tag!.default).toBe(2);
    expect(after!.docusaurus_tag!.default).toBe(1);
  });

  it('orders facet values by count, or alphabetically with sortFacetValuesBy: alpha', () => {
    const query = { query: 'button', facets: ['docusaurus_tag'], minWordSizefor2Typos: 4 };
    const byCount = engine.search(readSearchParams(query)).facets!.docusaurus_tag!;
    const byName = engine.search(readSearchParams({ ...query, sortFacetValuesBy: 'alpha' })).facets!.docusaurus_tag!;
    expect(byCount).toEqual({ 'docs-default-current': 3, default: 2 });
    expect(Object.keys(byCount)).toEqual(['docs-default-current', 'default']);
    expect(Object.keys(byName)).toEqual(['default', 'docs-default-current']);
  });

  it('applies exactOnSingleWordQuery: attribute (default), word and none', () => {
    const info = (mode: string) =>
      engine
        .search(
          readSearchParams({ query: 'button ', getRankingInfo: true, exactOnSingleWordQuery: mode, distinct: false }),
        )
        .hits.find((hit) => hit.objectID === 'group')!._rankingInfo as { nbExactWords: number };
    expect(info('attribute').nbExactWords).toBe(0);
    expect(info('word').nbExactWords).toBe(1);
    expect(info('none').nbExactWords).toBe(0);
  });
});
