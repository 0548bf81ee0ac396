/**
 * The modal's screen for a search that could not reach any search host.
 *
 * DocSearch 3.9 has this screen but never shows it: it marks the search as errored, and the autocomplete core it
 * runs on sets the status back to idle as the failed request settles, so readers saw "No results" instead. We
 * render the same screen, with DocSearch's classes and texts, while the last search failed.
 */
import type React from 'react';

interface SearchErrorScreenProps {
  titleText: string;
  helpText: string;
}

function DisconnectedIcon(): React.JSX.Element {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 16a20 20 0 0 1 28 0M11 21a13 13 0 0 1 18 0M16 26a6 6 0 0 1 8 0" />
        <circle cx="20" cy="31" r="1.5" fill="currentColor" />
        <path d="M7 7l26 26" />
      </g>
    </svg>
  );
}

export default function SearchErrorScreen({ titleText, helpText }: SearchErrorScreenProps): React.JSX.Element {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <DisconnectedIcon />
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>
  );
}
