import { afterEach, describe, expect, it } from 'vitest';
import { focusedElement } from './focusedElement.js';

function focusable(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = label;
  return button;
}

function shadowHost(parent: Node, mode: ShadowRootMode = 'open'): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  parent.appendChild(host);
  return { host, root: host.attachShadow({ mode }) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusedElement', () => {
  it('is the document’s active element for a node in the document', () => {
    const button = document.body.appendChild(focusable('Save'));
    const neighbour = document.body.appendChild(document.createElement('p'));
    button.focus();
    expect(focusedElement(neighbour)).toBe(button);
  });

  it('looks in the shadow root the node belongs to, where the document sees only the host', () => {
    const { host, root } = shadowHost(document.body);
    const button = root.appendChild(focusable('Save'));
    const neighbour = root.appendChild(document.createElement('p'));
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(focusedElement(neighbour)).toBe(button);
  });

  it('follows focus down through nested shadow roots', () => {
    const outer = shadowHost(document.body);
    const inner = shadowHost(outer.root);
    const button = inner.root.appendChild(focusable('Save'));
    button.focus();
    expect(focusedElement(outer.root)).toBe(button);
    expect(focusedElement(document.body)).toBe(button);
  });

  it('finds focus inside a closed shadow root from a node in that root', () => {
    const { root } = shadowHost(document.body, 'closed');
    const button = root.appendChild(focusable('Save'));
    button.focus();
    expect(focusedElement(root)).toBe(button);
  });

  it('falls back to the document for a node in a shadow root that focus is outside of, or in no tree', () => {
    const { root } = shadowHost(document.body);
    const inside = root.appendChild(document.createElement('p'));
    const outside = document.body.appendChild(focusable('Save'));
    outside.focus();
    expect(focusedElement(inside)).toBe(outside);
    expect(focusedElement(document.createElement('p'))).toBe(outside);
  });
});
