/** The menu's glyphs: 16 px line drawings in the text colour, hidden from assistive technology (labels carry the meaning). */
import type React from 'react';

function Glyph({ children }: { children: React.ReactNode }): React.JSX.Element {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CopyIcon(): React.JSX.Element {
  return (
    <Glyph>
      <rect x="5.25" y="5.25" width="8.5" height="8.5" rx="1.75" />
      <path d="M10.75 5.25V3.5A1.25 1.25 0 0 0 9.5 2.25H3.5A1.25 1.25 0 0 0 2.25 3.5v6a1.25 1.25 0 0 0 1.25 1.25h1.75" />
    </Glyph>
  );
}

export function CheckIcon(): React.JSX.Element {
  return (
    <Glyph>
      <path d="M3 8.5l3.25 3.25L13 5" />
    </Glyph>
  );
}

export function WarningIcon(): React.JSX.Element {
  return (
    <Glyph>
      <path d="M8 2.5l6 10.5H2z" />
      <path d="M8 6.75v2.5M8 11.4v.1" />
    </Glyph>
  );
}

export function ChevronIcon({ className }: { className?: string }): React.JSX.Element {
  return (
    <svg className={className} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M3 4.5l3 3 3-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A page with the Markdown down-arrow mark on it. */
export function MarkdownIcon(): React.JSX.Element {
  return (
    <Glyph>
      <path d="M4 1.75h5.5L12.75 5v8A1.25 1.25 0 0 1 11.5 14.25h-7.5A1.25 1.25 0 0 1 2.75 13V3A1.25 1.25 0 0 1 4 1.75z" />
      <path d="M9.25 1.75V5.25h3.5" />
      <path d="M7.75 8v3.75M6.25 10.25l1.5 1.5 1.5-1.5" />
    </Glyph>
  );
}

/** A speech bubble with a spark: a conversation with an assistant. */
export function AssistantIcon(): React.JSX.Element {
  return (
    <Glyph>
      <path d="M13.75 7.25c0 2.9-2.6 5-5.75 5a6.7 6.7 0 0 1-2-.3L2.75 13.5l.9-2.6a4.7 4.7 0 0 1-1.4-3.65c0-2.9 2.6-5 5.75-5s5.75 2.1 5.75 5z" />
      <path d="M8 4.6l.65 1.95 1.95.7-1.95.7L8 9.9l-.65-1.95-1.95-.7 1.95-.7z" strokeWidth="1.1" />
    </Glyph>
  );
}

/** Marks a link that opens in a new tab. */
export function ExternalIcon({ className }: { className?: string }): React.JSX.Element {
  return (
    <svg className={className} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M4.5 2.5h5v5M9.5 2.5L3 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
