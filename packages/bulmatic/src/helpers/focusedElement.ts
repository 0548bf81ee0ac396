/**
 * The element that has focus, as seen from `node`. Inside a shadow root the document reports only the shadow
 * host as focused, which is never inside a component rendered there (as in the docs' live previews), so the
 * answer comes from the root `node` belongs to. When that element hosts a shadow root of its own, the search
 * goes on in there, down to the element that really has focus. A node in a shadow root that focus is outside of
 * gets the document's answer, searched the same way.
 */
export function focusedElement(node: Node): Element | null {
  const ownRoot = node.getRootNode() as Node & Partial<DocumentOrShadowRoot>;
  let focused = ownRoot.activeElement ?? node.ownerDocument?.activeElement ?? null;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}
