/**
 * The reader's on/off switch for saved searches, shown in the search modal's footer so it sits beside the searches
 * it governs. Turning it off forgets the recent and favourite searches kept so far.
 */
import type React from 'react';
import { useId } from 'react';
import Translate, { translate } from '@docusaurus/Translate';

interface SavedSearchesSwitchProps {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}

export default function SavedSearchesSwitch({ enabled, onChange }: SavedSearchesSwitchProps): React.JSX.Element {
  const labelId = useId();
  const hintId = useId();
  const hint = translate({
    id: 'search.savedSearches.hint',
    message: 'Keeps your recent and favourite searches in this browser. Turning it off forgets them.',
  });
  return (
    <div className="saved-searches-switch" title={hint}>
      <span id={labelId} className="saved-searches-switch__label">
        <Translate id="search.savedSearches.label">Save searches</Translate>
      </span>
      <span id={hintId} hidden>
        {hint}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="saved-searches-switch__control"
        onClick={() => onChange(!enabled)}
      >
        <span className="saved-searches-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
