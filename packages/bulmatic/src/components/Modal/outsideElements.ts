/**
 * The elements that make up the page around an open modal, up to `boundary`: the siblings of the modal and
 * of each of its ancestors. Making these inert leaves the modal (and the path to it) as the only reachable
 * part. The walk never goes above `boundary`, the body, or a shadow root, so a modal inside a widget (such
 * as a live preview in a shadow root) never reaches out into the page that hosts the widget.
 */
export function outsideElements(root: Element, boundary: Node): Element[] {
  const outside: Element[] = [];
  const body = root.ownerDocument.body;
  let node: Element = root;
  while (node !== boundary && node !== body) {
    const parent = node.parentNode;
    if (!parent) break;
    for (const sibling of Array.from((parent as ParentNode).children)) {
      if (sibling !== node) outside.push(sibling);
    }
    if (parent.nodeType !== Node.ELEMENT_NODE) break;
    node = parent as Element;
  }
  return outside;
}
