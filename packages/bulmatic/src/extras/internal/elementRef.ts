import { version, type ReactElement, type Ref } from 'react';

const major = Number.parseInt(version, 10);

/**
 * The ref a caller put on an element, so a component that clones the element can keep it while adding its
 * own. React 19 passes `ref` as a prop and warns on `element.ref`; React 18 keeps it on the element.
 */
export function elementRef<T>(element: ReactElement): Ref<T> | undefined {
  if (major >= 19) return (element.props as { ref?: Ref<T> }).ref;
  return (element as unknown as { ref?: Ref<T> | null }).ref ?? undefined;
}
