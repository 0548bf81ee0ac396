import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../src/helpers/ConfigProvider.js';
import { knownBulmaClasses, knownExtrasClasses } from './bulmaClasses.js';
import { exportedComponents, needsTable, RICH_HELPER_PROPS, RICH_PROPS, type AnyComponent } from './exports.js';

// Class names that come from icon fonts or from the test itself, never from Bulma.
const FOREIGN_CLASS = /^(fas|far|fab|fa-.*|mdi|mdi-.*|ion-.*|material-symbols-.*|sweep-own)$/;
// Classes of Bulma's documented markup that its stylesheet never styles, rendered so selectors written for that
// markup match; prefixed like the others.
const MARKUP_ONLY_CLASSES = new Set(['dropdown-trigger']);

function renderExport(name: string, Component: AnyComponent, wrap: (node: ReactNode) => ReactNode) {
  const props = { ...(RICH_PROPS[name] ?? { children: 'content' }), ...RICH_HELPER_PROPS, className: 'sweep-own' };
  let node: ReactNode = <Component {...props} />;
  const table = needsTable(name);
  if (table === 'cell') node = <tr>{node}</tr>;
  if (table)
    node = (
      <table>
        <tbody>{node}</tbody>
      </table>
    );
  return render(<>{wrap(node)}</>).container;
}

function classesIn(container: Element): string[] {
  const elements = [container, ...container.querySelectorAll('*')];
  return elements.flatMap((element) => [...element.classList]);
}

const components = exportedComponents();

// The classes a Bulmatic page can have styles for: Bulma's build plus the extras stylesheet compiled the same way.
const withExtras = (bulma: Set<string>, extras: Set<string>) => new Set([...bulma, ...extras]);

describe('prefix sweep over every export of src/index.ts', () => {
  const known = withExtras(knownBulmaClasses(), knownExtrasClasses());

  it('finds the exported components and Bulma’s classes', () => {
    expect(components.length).toBeGreaterThanOrEqual(22);
    expect(known.has('button')).toBe(true);
    expect(known.has('is-gap-0.5')).toBe(true);
    expect(known.has('steps-item')).toBe(true);
    expect(known.size).toBeGreaterThan(1000);
  });

  it('has rich sweep props for every exported component', () => {
    expect(components.map(([name]) => name).filter((name) => !(name in RICH_PROPS))).toEqual([]);
  });

  it.each(components)(
    '%s renders no unprefixed Bulma class under <ConfigProvider prefix="bulma-">',
    (name, Component) => {
      const container = renderExport(name, Component, (node) => (
        <ConfigProvider prefix="bulma-">{node}</ConfigProvider>
      ));
      const classes = classesIn(container);
      expect(classes.length).toBeGreaterThan(0);
      const unprefixed = classes.filter((name) => known.has(name) || MARKUP_ONLY_CLASSES.has(name));
      expect(unprefixed).toEqual([]);
      const bulmaPrefixed = classes.filter((name) => name.startsWith('bulma-'));
      expect(bulmaPrefixed.length).toBeGreaterThan(0);
    },
  );

  it.each(components)('%s renders only classes of Bulma’s prefixed build under the prefix', (name, Component) => {
    const prefixedBuild = withExtras(
      knownBulmaClasses('bulma/css/versions/bulma-prefixed.css'),
      knownExtrasClasses('bulma-'),
    );
    const container = renderExport(name, Component, (node) => <ConfigProvider prefix="bulma-">{node}</ConfigProvider>);
    const missing = classesIn(container).filter(
      (name) =>
        !prefixedBuild.has(name) && !FOREIGN_CLASS.test(name) && !MARKUP_ONLY_CLASSES.has(name.replace(/^bulma-/, '')),
    );
    expect(missing).toEqual([]);
  });

  it.each(components)('%s renders only real Bulma classes without a prefix', (name, Component) => {
    const container = renderExport(name, Component, (node) => node);
    const unknown = classesIn(container).filter(
      (name) => !known.has(name) && !FOREIGN_CLASS.test(name) && !MARKUP_ONLY_CLASSES.has(name),
    );
    expect(unknown).toEqual([]);
  });
});
