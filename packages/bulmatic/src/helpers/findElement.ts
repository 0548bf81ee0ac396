import { isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * The first element whose type is `type` in `children`, searched depth first through the `children` of every
 * element on the way, except inside elements whose type is in `stopAt` (another instance of the caller).
 *
 * A parent uses it to read a part's props while rendering, before the part itself renders: the server HTML
 * needs the id a part was given in the attributes of an earlier part. It sees only what its children hold, and
 * only parts whose type is the imported component: not the parts that a component of the app renders, nor the
 * client references a server component passes (their `type` is a stand-in). Those register after mounting.
 */
export function findElement<P>(
  children: ReactNode,
  type: unknown,
  stopAt: readonly unknown[] = [],
): ReactElement<P> | undefined {
  if (Array.isArray(children)) {
    for (const child of children as ReactNode[]) {
      const found = findElement<P>(child, type, stopAt);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement<{ children?: ReactNode }>(children)) return undefined;
  if (children.type === type) return children as ReactElement<P>;
  if (stopAt.includes(children.type)) return undefined;
  return findElement<P>(children.props.children, type, stopAt);
}
