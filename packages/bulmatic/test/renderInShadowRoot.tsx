import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';

/**
 * Renders `ui` into an element inside an open shadow root on the page, as the docs site renders its live previews.
 * There the document reports the shadow host as its `activeElement`, and events seen from the document have the
 * host as their target, which is what these tests are about. The host leaves the page when the test finishes.
 */
export function renderInShadowRoot(ui: ReactElement): RenderResult & { shadowRoot: ShadowRoot } {
  const host = document.createElement('div');
  document.body.appendChild(host);
  onTestFinished(() => host.remove());
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const container: HTMLElement = shadowRoot.appendChild(document.createElement('div'));
  return Object.assign(render(ui, { container }), { shadowRoot });
}
