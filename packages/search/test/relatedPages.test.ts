import { describe, expect, it } from 'vitest';
import { decodeCompactIndex, encodeCompactIndex } from '../src/indexFile/compact.js';
import { type RelatedDocument, relatedPages, termsOf } from '../src/related/index.js';
import { indexOf, record } from './records.js';

const page = (fields: Partial<RelatedDocument> & { path: string; title: string }): RelatedDocument => ({
  description: '',
  category: 'api/elements',
  headings: [],
  text: '',
  links: [],
  ...fields,
});

const PAGES = [
  page({
    path: '/tag',
    title: 'Tag',
    text: 'A small label with colours. Tags hold several. A delete cross removes one.',
  }),
  page({ path: '/tags', title: 'Tags', text: 'A group of tag labels with addons.', links: ['/tag'] }),
  page({ path: '/delete', title: 'Delete', text: 'A round cross that removes a tag or closes a notification.' }),
  page({ path: '/modal', title: 'Modal', category: 'api/components', text: 'A dialog over the page with a card.' }),
  page({
    path: '/card',
    title: 'Card',
    category: 'api/components',
    text: 'A card with header and footer, in a dialog.',
  }),
];

describe('related pages', () => {
  it('reads words as the computation counts them: camelCase parts, singulars, no common words', () => {
    expect(termsOf('The IconText labels')).toEqual(['icontext', 'icon', 'text', 'label']);
  });

  it('lists other pages only, best first, with scores from 0 to 100', () => {
    const lists = relatedPages(PAGES);
    for (const [path, list] of lists) {
      expect(list.map((entry) => entry.path)).not.toContain(path);
      expect(list.map((entry) => entry.score)).toEqual([...list.map((entry) => entry.score)].sort((a, b) => b - a));
      for (const entry of list) {
        expect(entry.score).toBeGreaterThan(0);
        expect(entry.score).toBeLessThanOrEqual(100);
      }
    }
    expect(lists.get('/modal')![0]!.path).toBe('/card');
    expect(lists.get('/tags')![0]!.path).toBe('/tag');
  });

  it('brings the pages an author lists as related to the top', () => {
    const withSeeAlso = PAGES.map((document) =>
      document.path === '/modal'
        ? { ...document, seeAlso: ['/delete', '/card'], links: ['/delete', '/card'] }
        : document,
    );
    const placeOfDelete = (documents: RelatedDocument[]) =>
      relatedPages(documents)
        .get('/modal')!
        .findIndex((entry) => entry.path === '/delete');
    expect([0, 1]).not.toContain(placeOfDelete(PAGES));
    expect([0, 1]).toContain(placeOfDelete(withSeeAlso));
  });

  it('gives the same lists for the same pages, and keeps at most the size asked for', () => {
    expect(relatedPages(PAGES, 2)).toEqual(relatedPages(PAGES, 2));
    for (const list of relatedPages(PAGES, 2).values()) expect(list.length).toBeLessThanOrEqual(2);
  });

  it("travel with the index to the browser's compact copy unchanged", () => {
    const index = { ...indexOf([record({ id: 'a', lvl1: 'A' })], 'docs'), related: { 'https://example.test/a': [] } };
    expect(decodeCompactIndex(encodeCompactIndex(index)).related).toEqual(index.related);
  });
});
