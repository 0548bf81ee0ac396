import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import * as prismReactRenderer from 'prism-react-renderer';
import {Highlight, loadedPrism, loadPrism, subscribeToPrism, themes} from '../src/components/highlighter/prismOnDemand';

function tokenCount(): number {
  let count = 0;
  renderToStaticMarkup(
    React.createElement(Highlight, {
      code: "<Button color='primary' />",
      language: 'tsx',
      theme: prismReactRenderer.themes.github,
      children: ({tokens}) => {
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
});
