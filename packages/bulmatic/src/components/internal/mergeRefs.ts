import { useCallback, type MutableRefObject, type Ref, type RefCallback } from 'react';

/** One ref callback that sets every given ref; for components that need the element of a forwarded ref. */
export function useMergedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // Changes identity only when one of the refs does, so React does not detach and reattach on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as MutableRefObject<T | null>).current = element;
    }
  }, refs);
}
