import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as prismReactRenderer from 'prism-react-renderer';
import {
  Highlight,
  loadedPrism,
  loadPrism,
  subscribeToPrism,
  themes,
} from '../src/components/highlighter/prismOnDemand';
import { TOKEN_CLASSES_ONLY } from '../src/components/highlighter/tokenClasses';

function tokenCount(): number {
  let count = 0;
  renderToStaticMarkup(
    React.createElement(Highlight, {
      code: "<Button color='primary' />",
      language: 'tsx',
      theme: prismReactRenderer.themes.github,
      children: ({ tokens }) => {
        count = tokens.flat().length;
        return React.createElement('pre');
      },
    }),
  );
  return count;
}

describe('prismOnDemand, what react-live gets for prism-react-renderer', () => {
  it('has no Prism until it is loaded, and says so if an editor is drawn before', () => {
    expect(loadedPrism()).toBeNull();
    expect(tokenCount).toThrow(/before Prism arrived/);
    expect(() => themes.nightOwl).toThrow(/before Prism arrived/);
  });

  it('loads Prism once, tells its subscribers, and then highlights and lends its themes as Prism does', async () => {
    let told = 0;
    const unsubscribe = subscribeToPrism(() => told++);
    const loading = loadPrism();
    expect(loadPrism()).toBe(loading);
    await loading;
    unsubscribe();
    expect(told).toBe(1);
    expect(loadedPrism()).not.toBeNull();
    expect(tokenCount()).toBeGreaterThan(5);
    expect(themes.nightOwl).toBe(prismReactRenderer.themes.nightOwl);
  });

  it('draws with the site’s theme as class names only, for the style sheet to colour in either mode', async () => {
    await loadPrism();
    const html = renderToStaticMarkup(
      React.createElement(Highlight, {
        code: "<Button color='primary' onClick={() => save(1)} />",
        language: 'tsx',
        theme: TOKEN_CLASSES_ONLY,
        children: ({ className, style, tokens, getLineProps, getTokenProps }) =>
          React.createElement(
            'pre',
            { className, style },
            tokens.map((line, index) =>
              React.createElement(
                'div',
                { key: index, ...getLineProps({ line }) },
                line.map((token, key) => React.createElement('span', { key, ...getTokenProps({ token }) })),
              ),
            ),
          ),
      }),
    );
    expect(html).toContain('class="token tag attr-value"');
    expect(html).toContain('class="token-line"');
    expect(html).not.toContain('style=');
  });
});
