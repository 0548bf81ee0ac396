/**
 * The navbar's search button, with DocSearch's classes so its styles apply, written here so that pages carry none
 * of DocSearch's code until a reader reaches for search: DocSearch ships its button and its modal in one module.
 */
import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';

type Platform = 'mac' | 'other';

interface SearchButtonProps extends ComponentPropsWithoutRef<'button'> {
  buttonText: string;
  buttonAriaLabel: string;
}

function MagnifierIcon(): React.JSX.Element {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** The Control key, drawn as the caret printed on keyboards. */
function ControlKeyIcon(): React.JSX.Element {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" viewBox="0 0 15 15" aria-hidden="true">
      <path
        d="M3.5 9.5l4-4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A keycap that looks pressed while its key is held, so the shortcut visibly answers. */
function Keycap({ pressedBy, children }: { pressedBy: string; children: React.ReactNode }): React.JSX.Element {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === pressedBy) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === pressedBy || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [pressedBy]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { buttonText, buttonAriaLabel, ...buttonProps },
  ref,
) {
  // The keys differ by platform, which only the browser knows: none are drawn in the prerendered HTML.
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => {
    setPlatform(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? 'mac' : 'other');
  }, []);
  const modifier = platform === 'mac' ? 'Command' : 'Ctrl';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${modifier}+K)`}
      {...buttonProps}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <MagnifierIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {platform === null ? null : (
          <>
            <Keycap pressedBy={platform === 'mac' ? 'Meta' : 'Control'}>
              {platform === 'mac' ? '⌘' : <ControlKeyIcon />}
            </Keycap>
            <Keycap pressedBy="k">K</Keycap>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
