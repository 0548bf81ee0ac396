import { outsideElements } from './outsideElements.js';

/** What the page-level effects of an open modal need to know about it. */
export interface OpenModal {
  /** The modal's root element. */
  root: HTMLElement;
  /** Where the page around the modal ends: its portal container, or the body (or portal container) for an
   *  in-place modal. Nothing above it is made inert. */
  boundary: Node;
  /** Bulma's `is-clipped` with the modal's class prefix, put on `<html>` to stop the page from scrolling. */
  clippedClass: string;
}

// Every open modal, oldest first. The page state (inert elements, the clipped class) is derived from the
// whole list each time it changes, so modals can open and close in any order, nested or not.
const openModals: OpenModal[] = [];
// Only what this module changed is ever undone: an element the app made inert, or an `<html>` that had the
// class already, is left as it was.
const madeInert = new Set<Element>();
let addedClasses: { element: Element; className: string }[] = [];

/**
 * Records an open modal: the page around it becomes inert and stops scrolling. Returns the function that
 * records its closing, which restores the page once no open modal needs it changed.
 */
export function registerOpenModal(modal: OpenModal): () => void {
  openModals.push(modal);
  syncPage();
  return () => {
    const index = openModals.indexOf(modal);
    if (index >= 0) openModals.splice(index, 1);
    syncPage();
  };
}

function syncPage() {
  syncInert();
  syncClipped();
}

function syncInert() {
  // Within one boundary only the newest modal counts: everything else there, older modals included, is
  // outside it. A modal opened from inside another is therefore the only reachable one until it closes.
  const newest = new Map<Node, HTMLElement>();
  for (const { boundary, root } of openModals) newest.set(boundary, root);
  const wanted = new Set<Element>();
  for (const [boundary, root] of newest) {
    for (const element of outsideElements(root, boundary)) wanted.add(element);
  }
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    if (madeInert.has(element) || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

function syncClipped() {
  const wanted = openModals.map(({ root, clippedClass }) => ({
    element: root.ownerDocument.documentElement,
    className: clippedClass,
  }));
  const isWanted = (entry: { element: Element; className: string }) =>
    wanted.some((other) => other.element === entry.element && other.className === entry.className);
  addedClasses = addedClasses.filter((entry) => {
    if (isWanted(entry)) return true;
    entry.element.classList.remove(entry.className);
    return false;
  });
  for (const entry of wanted) {
    if (entry.element.classList.contains(entry.className)) continue;
    entry.element.classList.add(entry.className);
    addedClasses.push(entry);
  }
}
