/**
 * The "Copy page" split button at the top of every docs page: the main part copies the page's Markdown twin, the
 * arrow opens a menu (WAI-ARIA menu button) to copy it, view it, or open it in an assistant.
 *
 * Nothing is requested until the reader picks an item: the twin is fetched only to copy it, and the other items
 * are plain links.
 */
import type React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { copyMarkdown } from './copyMarkdown';
import { CheckIcon, ChevronIcon, CopyIcon, WarningIcon } from './icons';
import PageMenu from './PageMenu';
import type { MarkdownTwin } from './useMarkdownTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

interface FocusRequest {
  item: 'first' | 'last';
}

/** How long the button says "Copied" (or that copying failed) before it offers to copy again. */
export const COPY_RESULT_MS = 2000;

function copyLabel(state: CopyState): string {
  switch (state) {
    case 'copying':
      return 'Copying…';
    case 'copied':
      return 'Copied';
    case 'failed':
      return 'Copy failed';
    default:
      return 'Copy page';
  }
}

function CopyStateIcon({ state }: { state: CopyState }): React.JSX.Element {
  if (state === 'copied') return <CheckIcon />;
  if (state === 'failed') return <WarningIcon />;
  return <CopyIcon />;
}

export interface CopyPageMenuProps extends MarkdownTwin {
  className?: string;
}

export default function CopyPageMenu({ markdownPath, markdownUrl, className }: CopyPageMenuProps): React.JSX.Element {
  // A new object each time the menu is asked to open, so the focus moves again even when it is open already.
  const [openAt, setOpenAt] = useState<FocusRequest | null>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const copying = useRef(false);
  const resetTimer = useRef<number | undefined>(undefined);
  const menuId = useId();
  const toggleId = useId();

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  // A press anywhere outside closes the menu and leaves the focus where the reader put it.
  useEffect(() => {
    if (!openAt) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openAt]);

  const closeMenu = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  const showResult = (state: 'copied' | 'failed', message: string) => {
    copying.current = false;
    setCopyState(state);
    setAnnouncement(message);
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => {
      setCopyState('idle');
      setAnnouncement('');
    }, COPY_RESULT_MS);
  };

  // Called straight from the click, so the clipboard write starts while the browser still counts it as the reader's.
  const copy = () => {
    if (copying.current) return;
    copying.current = true;
    window.clearTimeout(resetTimer.current);
    setCopyState('copying');
    // Emptied first, so that a second copy is announced again.
    setAnnouncement('');
    copyMarkdown(markdownPath).then(
      () => showResult('copied', 'Page copied as Markdown.'),
      () => showResult('failed', 'Could not copy the page. Use View as Markdown in the menu instead.'),
    );
  };

  const onToggleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own click.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt({ item: event.key === 'ArrowDown' ? 'first' : 'last' });
    } else if (event.key === 'Escape' && openAt) {
      event.preventDefault();
      setOpenAt(null);
    }
  };

  return (
    // `copy-page-menu`: a stable name for tests and for readers' own style sheets, as the theme's `theme-*` classes are.
    <div ref={rootRef} className={clsx('copy-page-menu', styles.copyPage, className)}>
      <div className={styles.split}>
        <button type="button" className={clsx(styles.part, styles.main)} data-state={copyState} onClick={copy}>
          <CopyStateIcon state={copyState} />
          <span className={styles.label}>{copyLabel(copyState)}</span>
        </button>
        <button
          ref={toggleRef}
          id={toggleId}
          type="button"
          className={clsx(styles.part, styles.toggle)}
          aria-haspopup="menu"
          aria-expanded={openAt !== null}
          aria-controls={menuId}
          aria-label="More ways to use this page"
          onClick={() => setOpenAt((current) => (current ? null : { item: 'first' }))}
          onKeyDown={onToggleKeyDown}
        >
          <ChevronIcon className={styles.chevron} />
        </button>
      </div>
      {openAt && (
        <PageMenu
          id={menuId}
          labelledBy={toggleId}
          focusRequest={openAt}
          markdownPath={markdownPath}
          markdownUrl={markdownUrl}
          onCopy={copy}
          onClose={closeMenu}
        />
      )}
      <span role="status" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
