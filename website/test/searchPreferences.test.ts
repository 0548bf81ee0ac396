// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingResultsUrl } from '../src/search/missingResultsUrl';
import {
  SAVED_SEARCHES_STORAGE_KEY,
  docSearchStorageKeys,
  savedSearchesEnabled,
  setSavedSearchesEnabled,
  useSavedSearches,
} from '../src/search/savedSearches';

describe('missingResultsUrl', () => {
  it('opens a new issue with the query and the page filled in, encoded', () => {
    const url = new URL(missingResultsUrl('https://github.com/acme/site/', 'a&b "c" #d', 'https://docs.example/x?y=1'));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/acme/site/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "a&b "c" #d"');
    expect(url.searchParams.get('body')).toContain('`a&b "c" #d`');
    expect(url.searchParams.get('body')).toContain('Searched from: https://docs.example/x?y=1');
    expect(url.hash).toBe('');
  });
});

describe('saved searches preference', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setSavedSearchesEnabled(true, 'docs');
    window.localStorage.clear();
  });

  it('is on until the reader turns it off, and off forgets what DocSearch kept', () => {
    expect(savedSearchesEnabled()).toBe(true);
    for (const key of docSearchStorageKeys('docs')) window.localStorage.setItem(key, '[{"objectID":"1"}]');
    window.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__other', '[]');

    setSavedSearchesEnabled(false, 'docs');
    expect(savedSearchesEnabled()).toBe(false);
    expect(window.localStorage.getItem(SAVED_SEARCHES_STORAGE_KEY)).toBe('off');
    for (const key of docSearchStorageKeys('docs')) expect(window.localStorage.getItem(key)).toBeNull();
    // Another index's searches are not this site's to forget.
    expect(window.localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__other')).toBe('[]');

    setSavedSearchesEnabled(true, 'docs');
    expect(savedSearchesEnabled()).toBe(true);
    expect(window.localStorage.getItem(SAVED_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('follows a choice made in another tab, over one made earlier on this page', () => {
    setSavedSearchesEnabled(true, 'docs');
    const { result } = renderHook(() => useSavedSearches('docs'));
    expect(result.current[0]).toBe(true);
    // Another tab writes the storage and the browser tells this one.
    act(() => {
      window.localStorage.setItem(SAVED_SEARCHES_STORAGE_KEY, 'off');
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_SEARCHES_STORAGE_KEY }));
    });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
  });

  it('keeps the choice for the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setSavedSearchesEnabled(false, 'docs');
    expect(savedSearchesEnabled()).toBe(false);
  });
});
