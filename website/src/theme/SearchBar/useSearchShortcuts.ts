import { useEffect, type RefObject } from 'react';

interface SearchShortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus: it becomes the start of the query. */
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Whether the reader is typing into something, where "/" is a character and not a shortcut. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The search shortcuts of SPEC §2 and §5: Ctrl/Cmd+K opens and closes the modal, "/" opens it unless the reader is
 * typing, Escape closes it, and a letter or digit typed on the focused search button opens it with that letter.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, searchButtonRef }: SearchShortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if ((event.code === 'Escape' && isOpen) || commandK || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another search modal (a second search bar) may already be open.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const modified = event.ctrlKey || event.metaKey || event.altKey;
      if (searchButtonRef.current === document.activeElement && !modified && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
