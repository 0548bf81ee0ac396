/**
 * A search button in the page that opens the navbar's search modal.
 *
 * It hands over to the navbar's own button rather than rendering a second `@theme/SearchBar`: each search bar
 * listens for Ctrl/Cmd+K and "/" and takes over a search asked for before hydration, so two on one page would
 * open two modals for one key press.
 */
import type React from 'react';
import { useCallback } from 'react';
import styles from './styles.module.css';

function navbarSearchButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('.navbar .DocSearch-Button');
}

export default function OpenSearchButton(): React.JSX.Element {
  // The navbar's button fetches the modal's code when the pointer or focus reaches it; so does this one.
  const prepare = useCallback(() => {
    navbarSearchButton()?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }, []);
  const open = useCallback(() => navbarSearchButton()?.click(), []);
  return (
    <button type="button" className={styles.searchButton} onClick={open} onFocus={prepare} onPointerEnter={prepare}>
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={styles.searchLabel}>Search the docs</span>
      <kbd className={styles.searchKey} aria-hidden="true">
        /
      </kbd>
    </button>
  );
}
