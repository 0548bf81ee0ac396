/**
 * The open menu of the split button (WAI-ARIA menu pattern): focus moves among the items with the arrow keys, Home
 * and End; Escape and Tab close it. It is mounted only while open, so a page that nobody opens it on pays nothing
 * for it after the button itself.
 */
import type React from 'react';
import { useLayoutEffect, useRef } from 'react';
import { ASSISTANTS } from './assistants';
import { AssistantIcon, CopyIcon, ExternalIcon, MarkdownIcon } from './icons';
import styles from './styles.module.css';

export interface PageMenuProps {
  id: string;
  /** The toggle's id: the menu is named by it. */
  labelledBy: string;
  /** Which item to focus (ArrowUp on the toggle opens the menu at the last one); a new request moves it again. */
  focusRequest: { item: 'first' | 'last' };
  markdownPath: string;
  markdownUrl: string;
  onCopy: () => void;
  /** Closes the menu; `returnFocus` puts the focus back on the toggle. */
  onClose: (returnFocus: boolean) => void;
}

interface ItemTextProps {
  icon: React.ReactNode;
  title: string;
  description: string;
  external?: boolean;
}

function ItemText({ icon, title, description, external = false }: ItemTextProps): React.JSX.Element {
  return (
    <>
      <span className={styles.itemIcon}>{icon}</span>
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{title}</span>
        <span className={styles.itemDescription}>{description}</span>
      </span>
      {external && (
        <>
          <ExternalIcon className={styles.itemExternal} />
          <span className={styles.visuallyHidden}>(opens in a new tab)</span>
        </>
      )}
    </>
  );
}

export default function PageMenu({
  id,
  labelledBy,
  focusRequest,
  markdownPath,
  markdownUrl,
  onCopy,
  onClose,
}: PageMenuProps): React.JSX.Element {
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Before paint, so keys pressed right after opening already land on an item.
  useLayoutEffect(() => {
    const all = items();
    all[focusRequest.item === 'first' ? 0 : all.length - 1]?.focus();
  }, [focusRequest]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        // The focus goes back to the toggle first and the browser's own Tab then moves on from there, to what
        // follows the button (or, with Shift, to the copy button before it).
        onClose(true);
        return;
      case ' ':
        // A link, unlike a button, does nothing on Space; as a menu item it must.
        if (!(event.target instanceof HTMLAnchorElement)) return;
        event.target.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // The link's own navigation (a new tab) must run before the menu, and the link with it, goes away.
  const closeAfterLink = () => window.setTimeout(() => onClose(true), 0);

  return (
    <ul ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          onClick={() => {
            onCopy();
            onClose(true);
          }}
        >
          <ItemText icon={<CopyIcon />} title="Copy page" description="Markdown for LLMs" />
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={markdownPath}
          target="_blank"
          rel="noopener noreferrer"
          onClick={closeAfterLink}
        >
          <ItemText icon={<MarkdownIcon />} title="View as Markdown" description="This page as plain text" external />
        </a>
      </li>
      {ASSISTANTS.map((assistant) => (
        <li role="none" key={assistant.name}>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={assistant.url(markdownUrl)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeAfterLink}
          >
            <ItemText
              icon={<AssistantIcon />}
              title={`Open in ${assistant.name}`}
              description="Ask questions about this page"
              external
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
