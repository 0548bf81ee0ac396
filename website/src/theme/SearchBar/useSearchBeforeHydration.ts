import { useEffect } from 'react';
import { searchAskedEarly, takeEarlySearch } from '@site/src/search/earlyShortcut';

/**
 * Takes over a request for search made before hydration (src/search/earlyShortcut.ts). With none, the page's inline
 * listener stops at once and the search bar's own shortcuts answer. With one, the listener keeps collecting what
 * the reader types while the modal's code arrives, and the query is taken in the same task that opens the modal
 * (`open` must render it synchronously), so no keystroke falls between the listener and the modal's input.
 */
export function useSearchBeforeHydration(loadModal: () => Promise<void>, open: (query: string) => void): void {
  useEffect(() => {
    if (!searchAskedEarly()) {
      takeEarlySearch();
      return undefined;
    }
    let mounted = true;
    loadModal().then(
      () => {
        if (!mounted) return;
        // Null when the reader took the request back (Escape) while the modal was loading.
        const query = takeEarlySearch();
        if (query !== null) open(query);
      },
      // Without the modal's code there is nothing to open; the listener must not keep swallowing keys.
      () => takeEarlySearch(),
    );
    return () => {
      mounted = false;
    };
  }, [loadModal, open]);
}
