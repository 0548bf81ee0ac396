import { EARLY_SEARCH_GLOBAL } from './earlyShortcut';

/**
 * The page's inline listener for search before hydration (see earlyShortcut.ts for why). It runs from the head, so
 * it listens from the first paint, and follows the search bar's rules (useSearchShortcuts.ts): Ctrl/Cmd+K always,
 * "/" unless the reader is typing into a field, a letter or digit typed on the focused search button, and a click
 * on that button. From then on it keeps what is typed (Backspace removes, Escape takes the request back) until the
 * search bar takes it over and the listener removes itself.
 *
 * It listens in the capture phase on `window` and stops every event it keeps, so neither the search bar's own
 * handler (attached at hydration, before the hand-over is finished) nor React's replay of a click made during
 * hydration opens the modal a second time. Plain ES5, no line comments: the HTML minifier compiles it and may join
 * lines.
 */
export const CATCH_SEARCH_BEFORE_HYDRATION = `
(function () {
  var query = null;
  function onSearchButton(target) {
    return !!(target && target.closest && target.closest('.DocSearch-Button'));
  }
  function editing(target) {
    return !!target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }
  function onKeyDown(event) {
    var key = event.key || '';
    var modified = event.ctrlKey || event.metaKey;
    var commandK = modified && key.toLowerCase() === 'k';
    var character = key.length === 1 && !modified && !event.altKey;
    if (query === null) {
      if (commandK || (key === '/' && !editing(event.target))) query = '';
      else if (character && /^[a-zA-Z0-9]$/.test(key) && onSearchButton(event.target)) query = key;
      else return;
    } else if (key === 'Escape') query = null;
    else if (key === 'Backspace') query = query.slice(0, -1);
    else if (character) query += key;
    else if (!commandK) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  function onClick(event) {
    if (!onSearchButton(event.target)) return;
    if (query === null) query = '';
    event.stopImmediatePropagation();
  }
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('click', onClick, true);
  window.${EARLY_SEARCH_GLOBAL} = {
    pending: function () {
      return query !== null;
    },
    take: function () {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('click', onClick, true);
      var taken = query;
      query = null;
      return taken;
    }
  };
})();`.trim();
