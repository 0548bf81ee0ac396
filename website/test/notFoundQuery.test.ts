import { describe, expect, it } from 'vitest';
import { queryFromPath } from '../src/components/NotFoundSearch/queryFromPath';

describe('the search a 404 page runs for its path', () => {
  it('keeps the words that name a page', () => {
    expect(queryFromPath('/docs/api/elements/buton')).toBe('elements buton');
    expect(queryFromPath('/docs/guides/getting-started/instalation')).toBe('guides getting started instalation');
    expect(queryFromPath('/docs/api/form/text_area.html')).toBe('form text area');
  });

  it('leaves out the shared segments, dates, extensions and single letters', () => {
    expect(queryFromPath('/blog/2025/09/24/a-typedoc-post')).toBe('typedoc post');
    expect(queryFromPath('/docs/api/x')).toBe('');
    expect(queryFromPath('/')).toBe('');
  });

  it('reads escaped characters, repeats a word once and stays within what a reader could type', () => {
    expect(queryFromPath('/docs/Modal%20dialog/modal')).toBe('modal dialog');
    expect(queryFromPath('/docs/%E0%A4%A')).toBe('%e0%a4%a');
    const long = queryFromPath(`/docs/${Array.from({ length: 30 }, (_, index) => `word${index}`).join('/')}`);
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long.startsWith('word0 word1')).toBe(true);
  });
});
