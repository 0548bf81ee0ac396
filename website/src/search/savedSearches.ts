/**
 * The reader's choice about saved searches: whether the search modal keeps recent and favourite searches in this
 * browser (DocSearch's `disableUserPersonalization`). Search analytics events follow the same choice.
 *
 * The choice lives in localStorage so it outlasts the tab and applies to every tab; when storage is unavailable
 * (private modes, blocked cookies) it lasts for the page's lifetime only.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const SAVED_SEARCHES_STORAGE_KEY = 'bulmatic-search-saved-searches';
const DISABLED = 'off';

let inMemoryChoice: boolean | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether saved searches are on: true unless the reader turned them off. */
export function savedSearchesEnabled(): boolean {
  // A choice made on this page wins, so it holds even when storage refused to keep it.
  if (inMemoryChoice !== null) return inMemoryChoice;
  try {
    return storage()?.getItem(SAVED_SEARCHES_STORAGE_KEY) !== DISABLED;
  } catch {
    return true;
  }
}

/** The keys under which DocSearch keeps an index's recent and favourite searches. */
export function docSearchStorageKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

/**
 * Records the reader's choice. Turning saved searches off also forgets the ones already kept: a reader who opts out
 * expects nothing of their searching to stay behind in the browser.
 */
export function setSavedSearchesEnabled(enabled: boolean, indexName: string): void {
  inMemoryChoice = enabled;
  const store = storage();
  try {
    if (enabled) store?.removeItem(SAVED_SEARCHES_STORAGE_KEY);
    else {
      store?.setItem(SAVED_SEARCHES_STORAGE_KEY, DISABLED);
      for (const key of docSearchStorageKeys(indexName)) store?.removeItem(key);
    }
  } catch {
    // Storage refused the write (quota, privacy mode): the in-memory choice still holds for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SAVED_SEARCHES_STORAGE_KEY && event.key !== null) return;
    inMemoryChoice = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice and a setter; re-renders when the choice changes here or in another tab. */
export function useSavedSearches(indexName: string): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, savedSearchesEnabled, () => true);
  const setEnabled = useCallback((next: boolean) => setSavedSearchesEnabled(next, indexName), [indexName]);
  return [enabled, setEnabled];
}
