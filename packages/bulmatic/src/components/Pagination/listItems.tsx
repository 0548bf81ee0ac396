import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from 'react';

interface KeyedNode {
  key: string;
  node: ReactNode;
}

/** The children as a flat list, with fragments opened and each child's key made unique across them. */
function flatten(children: ReactNode, keyPrefix = ''): KeyedNode[] {
  return Children.toArray(children).flatMap((child, index) => {
    const key = `${keyPrefix}${isValidElement(child) && child.key !== null ? child.key : index}`;
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) {
      return flatten(child.props.children, `${key}/`);
    }
    return [{ key, node: child }];
  });
}

/**
 * Puts every child that is not already an `<li>` into one, so a `<ul>` holds only list items whether the user
 * writes `<li>` elements or not. Fragments (a mapped array inside `<>…</>`) are looked through.
 */
export function inListItems(children: ReactNode): ReactNode[] {
  return flatten(children).map(({ key, node }) =>
    isValidElement(node) && node.type === 'li' ? cloneElement(node, { key }) : <li key={key}>{node}</li>,
  );
}
