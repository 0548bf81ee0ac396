/**
 * A configurator's JSX drawn to static HTML: compiled with sucrase (as react-live does in the browser) and rendered
 * with the library in the live examples' scope. Used on the server only (staticPreview.server.ts).
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { transform } from 'sucrase';
import * as bulmatic from 'bulmatic';

// What the JSX may name, as in a live example (theme/ReactLiveScope).
const SCOPE: Record<string, unknown> = { React, ...bulmatic };

/** The HTML of `code`, one JSX expression; code that does not render throws, naming it. */
export function renderCode(code: string): string {
  const compiled = transform(`(${code})`, { transforms: ['jsx'], production: true })
    .code.trim()
    .replace(/;$/, '');
  try {
    const element = new Function(...Object.keys(SCOPE), `return ${compiled};`)(
      ...Object.values(SCOPE),
    ) as React.ReactElement;
    return renderToStaticMarkup(element, { identifierPrefix: 'configurator-' });
  } catch (error) {
    throw new Error(`Configurator: the code ${code} does not render: ${(error as Error).message}`);
  }
}
