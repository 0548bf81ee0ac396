import { useEffect, type RefObject } from 'react';
import { sendSearchAhead } from '@site/src/search/searchAhead';

/**
 * While the modal is open, sends each query typed into it ahead to the search worker (searchAhead.ts). The listener
 * catches the input event on its way down to the modal's input, before React hands it to DocSearch.
 */
export function useSearchAhead(
  containerRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  indexName: string,
  searchParameters: object,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return undefined;
    const onInput = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.classList.contains('DocSearch-Input')) {
        sendSearchAhead(input.value, indexName, searchParameters);
      }
    };
    container.addEventListener('input', onInput, { capture: true });
    return () => container.removeEventListener('input', onInput, { capture: true });
  }, [containerRef, isOpen, indexName, searchParameters]);
}
