import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBulmaStylesheet } from '../plugins/css-variables/bulmaCss';
import {
  BULMA_COMPONENTS,
  BULMA_CSS,
  BULMA_PREFIXED_CSS,
  EXTRAS_COMPONENTS,
  bulmaComponentVariables,
  libraryCssVariables,
  type BulmaComponentSpec,
} from '../plugins/css-variables/bulmaVariables';
import { describeVariable } from '../plugins/css-variables/describe';
import { EXTRAS_SOURCE_DIR, extrasCss } from '../plugins/css-variables/extrasCss';
import { isExtras, whereDeclared } from '../plugins/css-variables/wording';
import remarkCssVariablesTable, { tableEntries } from '../plugins/css-variables/remark';
import { sassRegistrations } from '../plugins/css-variables/sassSource';
import { libraryProps } from '../plugins/props-table/docgen';
import { markdownFiles } from './liveExamples';

const apiDir = path.resolve(__dirname, '../docs/api');
const bulmaCss = readFileSync(BULMA_CSS, 'utf8');
const prefixedCss = readFileSync(BULMA_PREFIXED_CSS, 'utf8');
const variables = libraryCssVariables();
const allEntries = [...new Set([...variables.values()].flat())];
/** The entries of Bulma's own components; the extras stylesheet's are checked on their own below. */
const entries = allEntries.filter((entry) => !isExtras(entry));
const extrasEntries = allEntries.filter((entry) => isExtras(entry));
/** Custom properties a stylesheet declares somewhere (a Set: a failing `toContain` on 760 kB of CSS prints it all). */
const declaredIn = (css: string) => new Set([...css.matchAll(/(--[\w-]+):/g)].map((match) => match[1]!));
const inBulmaCss = declaredIn(bulmaCss);
const inPrefixedCss = declaredIn(prefixedCss);
const extras = extrasCss();
const prefixedExtras = extrasCss({ prefixed: true });
const inExtrasCss = declaredIn(extras);

// Pages about helpers (functions, the provider, the theme) document no Bulma component, nor do category overviews
// (an index page without a props table); every other API page does.
const NOT_BULMA_COMPONENTS = [
  'helpers/classnames.mdx',
  'helpers/usebulmaclasses.mdx',
  'helpers/config.mdx',
  'helpers/theme.mdx',
];
const source = (page: string) => readFileSync(path.join(apiDir, page), 'utf8');
const componentPages = markdownFiles(apiDir)
  .map((file) => path.relative(apiDir, file))
  .filter((page) => !NOT_BULMA_COMPONENTS.includes(page))
  .filter((page) => !/(^|\/)index\.mdx?$/.test(page) || source(page).includes('<PropsTable'));
const tagsOf = (text: string, tag: string) =>
  [...text.matchAll(new RegExp(`<${tag}\\s+of="(\\w+)"`, 'g'))].map((m) => m[1]!);
const cssVariablesSection = (text: string) => /\n## CSS variables\n([\s\S]*?)\n## /.exec(text)?.[1] ?? '';

/**
 * The custom properties of the top-level blocks of Bulma's unminified CSS, read line by line (not with postcss, so
 * the module's parser is checked by another reading): selector -> name -> value, the last declaration winning.
 */
function rawDeclarations(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const match of css.matchAll(/^([^\s@}/][^{]*)\{\n((?:[ \t]+[^\n]*\n)*?)\}/gm)) {
    const selector = match[1]!.trim().split(/,\s*/).join(', ');
    const declared = blocks.get(selector) ?? new Map<string, string>();
    for (const line of match[2]!.matchAll(/^\s+(--[\w-]+):\s*(.*);$/gm)) declared.set(line[1]!, line[2]!);
    blocks.set(selector, declared);
  }
  return blocks;
}

describe('the CSS variables data', () => {
  const raw = rawDeclarations(bulmaCss);
  const rawPrefixed = rawDeclarations(prefixedCss);

  it('maps the library components of the API pages to Bulma', () => {
    expect(variables.size).toBeGreaterThan(45);
    expect(entries.reduce((count, entry) => count + entry.variables.length, 0)).toBeGreaterThan(400);
    const button = variables.get('Button')![0]!;
    expect(button).toMatchObject({
      bulmaComponent: 'button',
      selector: '.button',
      prefixedSelector: '.bulma-button',
      source: 'bulma/sass/elements/button.scss',
    });
    // Both of the button's blocks, in source order.
    expect(button.variables.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(['--bulma-button-family', '--bulma-button-h', '--bulma-button-background-l-delta']),
    );
    expect(button.variables.findIndex((v) => v.name === '--bulma-button-family')).toBeLessThan(
      button.variables.findIndex((v) => v.name === '--bulma-button-h'),
    );
    expect(button.variables.find((variable) => variable.name === '--bulma-button-h')).toEqual({
      name: '--bulma-button-h',
      sassVariable: '$button-h',
      value: 'var(--bulma-scheme-h)',
      derivesFrom: ['--bulma-scheme-h'],
      description: 'Colour hue.',
      kind: 'hue',
      readByBulma: true,
    });
  });

  it('names only library components that exist', () => {
    for (const name of variables.keys()) expect(libraryProps().has(name), name).toBe(true);
  }, 120_000);

  it('names only variables that the installed bulma.css and its prefixed build declare', () => {
    for (const entry of entries) {
      for (const { name } of entry.variables) {
        expect(inBulmaCss.has(name), name).toBe(true);
        expect(inPrefixedCss.has(name), name).toBe(true);
      }
    }
  });

  it('has the defaults bulma.css declares on each selector, in both builds', () => {
    for (const entry of entries) {
      const declared = raw.get(entry.selector) ?? new Map<string, string>();
      const declaredPrefixed = rawPrefixed.get(entry.prefixedSelector) ?? new Map<string, string>();
      for (const variable of entry.variables) {
        expect(declared.get(variable.name), `${entry.selector} ${variable.name}`).toBe(variable.value);
        expect(declaredPrefixed.get(variable.name), `${entry.prefixedSelector} ${variable.name}`).toBe(variable.value);
      }
      // Nothing the selector declares is left out (the :root entries take their component's share only).
      if (entry.selector !== ':root') expect(entry.variables, entry.selector).toHaveLength(declared.size);
    }
  });

  it('agrees with the Sass source: each variable is registered there, from a Sass variable with the same default', () => {
    let compared = 0;
    for (const entry of entries) {
      const spec = BULMA_COMPONENTS.find((candidate) => candidate.bulma === entry.bulmaComponent)!;
      const sass = sassRegistrations(
        readFileSync(path.join(path.dirname(BULMA_CSS), '../sass', spec.registeredIn ?? spec.source), 'utf8'),
      );
      for (const variable of entry.variables) {
        expect(sass.registers(variable.name.replace('--bulma-', '')), variable.name).toBe(true);
        const sassValue = variable.sassVariable && sass.declaredValue(variable.sassVariable);
        if (sassValue && /^-?[\d.]+(%|[a-z]+)?$/.test(sassValue)) {
          expect(variable.value, variable.name).toBe(sassValue);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('lists the global variables that a selector without its own reads instead', () => {
    const block = variables.get('Block')![0]!;
    expect(block.variables).toEqual([]);
    expect(block.reads).toEqual(['--bulma-block-spacing']);
    expect(variables.get('Buttons')![0]!.reads).toEqual(
      expect.arrayContaining(['--bulma-radius-small', '--bulma-size-small']),
    );
    for (const entry of entries) {
      for (const name of entry.reads) expect(raw.get(':root')?.has(name), `${entry.selector} reads ${name}`).toBe(true);
    }
  });

  it('keeps the few component variables Bulma declares on :root with their component', () => {
    expect(variables.get('Skeleton')![0]!.variables.map((variable) => variable.name)).toContain(
      '--bulma-skeleton-radius',
    );
    expect(variables.get('Navbar')!.map((entry) => entry.selector)).toEqual(['.navbar', ':root']);
    expect(variables.get('Columns')![0]!.variables.map((variable) => variable.name)).toEqual(['--bulma-column-gap']);
  });

  it('describes variables in words and picks the configurator control from the name and the value', () => {
    const named = (name: string) =>
      entries.flatMap((entry) => entry.variables).find((variable) => variable.name === name)!;
    expect(describeVariable('--bulma-button-hover-background-l-delta', 'button')).toBe(
      'Background lightness shift on hover.',
    );
    expect(describeVariable('--bulma-tabs-boxed-link-radius', 'tabs')).toBe('Corner radius of the link (boxed style).');
    expect(named('--bulma-title-size').kind).toBe('size');
    expect(named('--bulma-box-background-color').kind).toBe('color');
    expect(named('--bulma-button-outer-shadow-a').kind).toBe('alpha');
    expect(named('--bulma-button-border-style').kind).toBe('other');
    // Bulma compiles the hero's gradient offsets into its rules and never reads the variables.
    expect(named('--bulma-hero-gradient-h-offset')).toMatchObject({
      readByBulma: false,
      description: expect.stringMatching(/no effect/),
    });
    expect(named('--bulma-hero-body-padding').readByBulma).toBe(true);
    for (const entry of entries)
      for (const variable of entry.variables) expect(variable.description, variable.name).toMatch(/^[A-Z].*\.$/);
  });
});

describe('the CSS variables data fails the build', () => {
  const css = parseBulmaStylesheet(
    '.button { --bulma-button-h: 1; color: var(--bulma-text); }\n:root { --bulma-text: red; }\n.bulma-button { --bulma-button-h: 1; }',
  );
  const spec: BulmaComponentSpec = {
    bulma: 'button',
    source: 'elements/button.scss',
    selector: '.button',
    classes: ['button'],
    library: ['Button'],
  };

  it('reads a spec that matches the stylesheet', () => {
    expect(bulmaComponentVariables(spec, css, css)).toMatchObject({
      variables: [{ name: '--bulma-button-h', value: '1' }],
      reads: ['--bulma-text'],
    });
  });

  it('when a mapped component, Sass file or variable is missing from the installed Bulma', () => {
    expect(() =>
      bulmaComponentVariables({ ...spec, bulma: 'gone', selector: '.gone', classes: ['gone'] }, css, css),
    ).toThrow(/Bulma's gone \(\.gone, elements\/button\.scss\): no rule of bulma\.css names \.gone/);
    expect(() => bulmaComponentVariables({ ...spec, source: 'elements/gone.scss' }, css, css)).toThrow(
      /Sass file is not in/,
    );
    // The CSS declares a variable that the credited Sass file does not register.
    expect(() => bulmaComponentVariables({ ...spec, source: 'elements/box.scss' }, css, css)).toThrow(
      /--bulma-button-h is declared in bulma\.css but not registered in the Sass source/,
    );
    const noPrefixed = parseBulmaStylesheet('.button { --bulma-button-h: 1; }');
    expect(() => bulmaComponentVariables(spec, css, noPrefixed)).toThrow(
      /bulma-prefixed\.css declares other variables on \.bulma-button/,
    );
  });
});

describe('the facts the tables state about Bulma', () => {
  it('holds: a prefixed build beside bulma.css, --bulma- names in it, and a Sass setting for that prefix', () => {
    expect(existsSync(BULMA_PREFIXED_CSS)).toBe(true);
    expect(BULMA_PREFIXED_CSS.endsWith(path.join('bulma', 'css', 'versions', 'bulma-prefixed.css'))).toBe(true);
    expect(prefixedCss).toMatch(/^\.bulma-button \{\n {2}--bulma-button-family:/m);
    expect(prefixedCss).not.toContain('--bulma-bulma-');
    const initial = readFileSync(
      path.join(path.dirname(BULMA_CSS), '../sass/utilities/initial-variables.scss'),
      'utf8',
    );
    expect(initial).toMatch(/^\$cssvars-prefix: "bulma-" !default;$/m);
  });
});

describe('the API pages', () => {
  it.each(componentPages)('%s has a CSS variables section with a table per Bulma component it documents', (page) => {
    const text = source(page);
    const documented = tagsOf(text, 'PropsTable').filter((name) => variables.has(name));
    expect(documented.length, `${page} documents no component mapped in bulmaVariables.ts`).toBeGreaterThan(0);
    expect(tagsOf(cssVariablesSection(text), 'CssVariablesTable')).toEqual(documented);
    // One place on every page: just before the props.
    expect(text).toMatch(/\n## CSS variables\n[\s\S]*?\n## Props\n/);
    expect(text.match(/\n## CSS variables\n/g)).toHaveLength(1);
  });

  it('name only variables that Bulma or the extras stylesheet declares', () => {
    for (const page of componentPages) {
      for (const [name] of cssVariablesSection(source(page)).matchAll(/--bulma-[a-z\d-]+\*?/g)) {
        // `--bulma-size-*` names a family.
        if (name.endsWith('*')) continue;
        expect(inBulmaCss.has(name) || inExtrasCss.has(name), `${page}: ${name}`).toBe(true);
      }
    }
  });
});

describe("the extras stylesheet's variables", () => {
  const raw = rawDeclarations(extras);
  const rawPrefixed = rawDeclarations(prefixedExtras);

  it('map each extra to the class its partial declares them on', () => {
    expect(extrasEntries.map((entry) => entry.selector)).toEqual([
      '.switch',
      '.slider',
      '.steps',
      '.badge',
      '.tooltip',
      '.popover',
      '.toast',
      '.toaster',
      '.accordion',
    ]);
    expect(variables.get('Switch')![0]).toMatchObject({
      bulmaComponent: 'switch',
      prefixedSelector: '.bulma-switch',
      source: 'bulmatic/src/extras/Switch/_switch.scss',
    });
    // A Toast is a Bulma notification too: its own table, then the notification's.
    expect(variables.get('Toast')!.map((entry) => entry.selector)).toEqual(['.toast', '.notification']);
    for (const entry of extrasEntries) expect(entry.variables.length, entry.selector).toBeGreaterThan(3);
  });

  it('have the defaults the compiled partials declare, in the plain and the prefixed stylesheet', () => {
    for (const entry of extrasEntries) {
      const declared = raw.get(entry.selector) ?? new Map<string, string>();
      const declaredPrefixed = rawPrefixed.get(entry.prefixedSelector) ?? new Map<string, string>();
      for (const variable of entry.variables) {
        expect(declared.get(variable.name), `${entry.selector} ${variable.name}`).toBe(variable.value);
        expect(declaredPrefixed.get(variable.name), `${entry.prefixedSelector} ${variable.name}`).toBe(variable.value);
        // Bulma's names: no `--bulma-bulma-` in the prefixed twin.
        expect(variable.name).toMatch(new RegExp(`^--bulma-${entry.bulmaComponent}-`));
      }
      expect(entry.variables, entry.selector).toHaveLength(declared.size);
    }
  });

  it('agree with the partials: each variable is registered there, from a Sass variable with the same default', () => {
    let compared = 0;
    for (const entry of extrasEntries) {
      const spec = EXTRAS_COMPONENTS.find((candidate) => candidate.bulma === entry.bulmaComponent)!;
      const sass = sassRegistrations(readFileSync(path.join(EXTRAS_SOURCE_DIR, spec.source), 'utf8'));
      for (const variable of entry.variables) {
        expect(sass.registers(variable.name.replace('--bulma-', '')), variable.name).toBe(true);
        const sassValue = variable.sassVariable && sass.declaredValue(variable.sassVariable);
        if (sassValue && /^-?[\d.]+(%|[a-z]+)?$/.test(sassValue)) {
          expect(variable.value, variable.name).toBe(sassValue);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('read only global variables that Bulma declares on :root, and are described in words of our own', () => {
    const root = rawDeclarations(bulmaCss).get(':root')!;
    for (const entry of extrasEntries) {
      for (const name of entry.reads) expect(root.has(name), `${entry.selector} reads ${name}`).toBe(true);
      for (const variable of entry.variables) {
        expect(variable.description, variable.name).toMatch(/^[A-Z].*\.$/);
        // Each is read by some rule of the stylesheet, so every control of a configurator changes something.
        expect(variable.readByBulma, variable.name).toBe(true);
      }
    }
    expect(describeVariable('--bulma-slider-thumb-size', 'slider')).toBe('Width and height of the round thumb.');
  });

  it('say where they are declared, naming files the library exports', () => {
    const exported = (
      JSON.parse(readFileSync(path.join(EXTRAS_SOURCE_DIR, '../../package.json'), 'utf8')) as {
        exports: Record<string, unknown>;
      }
    ).exports;
    expect(Object.keys(exported)).toEqual(expect.arrayContaining(['./extras.css', './extras-prefixed.css']));
    const sentence = whereDeclared(variables.get('Badge')![0]!);
    expect(sentence).toContain('`bulmatic/extras.css`');
    expect(sentence).toContain('`bulmatic/extras-prefixed.css`');
    expect(sentence).toContain('`.bulma-badge`');
    expect(whereDeclared(variables.get('Toast')![1]!)).toMatch(/^Bulma declares these on `\.notification`/);
  });

  it('fail the build when a partial no longer registers a variable the stylesheet declares', () => {
    const css = parseBulmaStylesheet('.badge { --bulma-badge-nope: 1; }\n.bulma-badge { --bulma-badge-nope: 1; }');
    const spec = EXTRAS_COMPONENTS.find((candidate) => candidate.bulma === 'badge')!;
    expect(() => bulmaComponentVariables(spec, css, css)).toThrow(
      /The extras stylesheet's badge \(\.badge, Badge\/_badge\.scss\): --bulma-badge-nope is declared in the extras stylesheet but not registered/,
    );
  });
});

describe('<CssVariablesTable> at build time', () => {
  const element = (of: string) => ({
    type: 'mdxJsxFlowElement',
    name: 'CssVariablesTable',
    attributes: [{ type: 'mdxJsxAttribute', name: 'of', value: of }],
    children: [],
  });

  it('gets the data of its component and fails on an unknown one', () => {
    const button = element('Button');
    remarkCssVariablesTable()({ type: 'root', children: [button] } as never, { path: 'page.mdx' });
    const data = button.attributes.find((attribute) => attribute.name === 'data') as unknown as {
      value: { value: string };
    };
    expect(JSON.parse(data.value.value)).toEqual(tableEntries(variables.get('Button')!));
    expect(() =>
      remarkCssVariablesTable()({ type: 'root', children: [element('Nope')] } as never, { path: 'page.mdx' }),
    ).toThrow(/page\.mdx: <CssVariablesTable of="Nope"> names no library component mapped to Bulma/);
  });
});
