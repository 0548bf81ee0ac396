// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileExtras, EXTRAS_ENTRY } from '../scripts/extrasStylesheet.mjs';
import * as bulmatic from '../src/index.js';
import { classesInCss } from './bulmaClasses.js';

// The extras stylesheet as the build writes it (dist/extras.css and dist/extras-prefixed.css): each component's
// root class must be there with the --bulma-<name>-* variables it declares, as Bulma's components declare theirs.
const COLOURS = ['is-primary', 'is-danger', 'is-white'];
const SIZES = ['is-small', 'is-large'];
const EXTRAS = [
  { name: 'Switch', root: 'switch', modifiers: [...COLOURS, ...SIZES, 'is-rounded'] },
  { name: 'Slider', root: 'slider', modifiers: [...COLOURS, ...SIZES, 'is-vertical'] },
  { name: 'Steps', root: 'steps', modifiers: [...COLOURS, ...SIZES, 'is-vertical'] },
  { name: 'Badge', root: 'badge', modifiers: [...COLOURS, 'is-dot', 'is-bottom-left'] },
  {
    name: 'Tooltip',
    root: 'tooltip',
    modifiers: ['is-top', 'is-right', 'is-bottom', 'is-left', ...COLOURS, 'is-active'],
  },
  { name: 'Popover', root: 'popover', modifiers: ['is-top', 'is-right', 'is-bottom', 'is-left', 'is-active'] },
  {
    name: 'Toaster',
    root: 'toaster',
    modifiers: [
      'is-top-left',
      'is-top-center',
      'is-top-right',
      'is-bottom-left',
      'is-bottom-center',
      'is-bottom-right',
    ],
  },
  { name: 'Toast', root: 'toast', modifiers: ['is-leaving'] },
  { name: 'Accordion', root: 'accordion', modifiers: [] },
];

const plain = compileExtras();
const prefixed = compileExtras({ classPrefix: 'bulma-' });
const extrasDir = dirname(EXTRAS_ENTRY);

/** The declarations of the rule whose whole selector is `selector`, in compressed CSS. */
function ruleBody(css: string, selector: string): string | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[}\\s])${escaped}\\{([^{}]*)\\}`).exec(css)?.[1];
}

const declared = (css: string) => new Set([...css.matchAll(/(--bulma-[\w-]+):/g)].map((match) => match[1]!));
const read = (css: string) => new Set([...css.matchAll(/var\((--bulma-[\w-]+)\)/g)].map((match) => match[1]!));

describe('extras stylesheet', () => {
  it('is compressed', () => {
    expect(plain.length).toBeGreaterThan(1000);
    expect(plain).not.toMatch(/\n\s/);
  });

  it('brings in the partial of every extras component the library exports, one @use line each', () => {
    const entry = readFileSync(EXTRAS_ENTRY, 'utf8');
    // A folder's partial counts once its component is exported: one in progress is not shipped yet.
    const partials = readdirSync(extrasDir, { withFileTypes: true })
      .filter((folder) => folder.isDirectory() && folder.name in bulmatic)
      .flatMap((folder) =>
        readdirSync(join(extrasDir, folder.name))
          .filter((file) => /^_.+\.scss$/.test(file))
          .map((file) => `${folder.name}/${file.slice(1, -'.scss'.length)}`),
      );
    // Every component folder (all but the shared internal one) is exported and has its partial.
    const components = readdirSync(extrasDir, { withFileTypes: true }).filter(
      (folder) => folder.isDirectory() && folder.name !== 'internal',
    );
    expect(partials).toHaveLength(components.length);
    const used = new Set([...entry.matchAll(/^@use "([^"]+)";/gm)].map((match) => match[1]));
    const missing = partials.filter((partial) => !used.has(partial));
    expect(missing, 'partials of exported components that extras.scss does not @use').toEqual([]);
  });

  it('emits nothing from Bulma itself', () => {
    expect(plain).not.toContain(':root');
    expect(ruleBody(plain, '.button')).toBeUndefined();
  });

  describe.each(EXTRAS)('$name', ({ root, modifiers }) => {
    it(`declares its --bulma-${root}-* variables on .${root}`, () => {
      const body = ruleBody(plain, `.${root}`);
      expect(body).toBeDefined();
      expect(body).toMatch(new RegExp(`--bulma-${root}-[\\w-]+:`));
    });

    it(`declares them on .bulma-${root} in the prefixed build, keeping Bulma's variable names`, () => {
      expect(ruleBody(prefixed, `.${root}`)).toBeUndefined();
      expect(ruleBody(prefixed, `.bulma-${root}`)).toBe(ruleBody(plain, `.${root}`));
    });

    it('reads every variable it declares', () => {
      const own = [...declared(plain)].filter((name) => name.startsWith(`--bulma-${root}-`));
      const unread = own.filter((name) => !read(plain).has(name));
      expect(own.length).toBeGreaterThan(3);
      expect(unread).toEqual([]);
    });

    it(`styles its modifiers: ${modifiers.join(', ')}`, () => {
      expect(modifiers.filter((modifier) => !plain.includes(`.${root}.${modifier}`))).toEqual([]);
    });
  });

  it('builds colours on Bulma’s hue, saturation and lightness variables, so Theme and dark mode reach them', () => {
    expect(ruleBody(plain, '.switch.is-success')).toContain('--bulma-switch-active-h:var(--bulma-success-h)');
    expect(ruleBody(plain, '.badge.is-info')).toContain('--bulma-badge-l:var(--bulma-info-l)');
  });

  it('prefixes every class in the prefixed build, and none in the plain one', () => {
    const plainClasses = [...classesInCss(plain)];
    const prefixedClasses = [...classesInCss(prefixed)];
    expect(prefixedClasses.filter((name) => !name.startsWith('bulma-'))).toEqual([]);
    expect(plainClasses.filter((name) => name.startsWith('bulma-'))).toEqual([]);
    expect(prefixedClasses.sort()).toEqual(plainClasses.map((name) => `bulma-${name}`).sort());
  });

  it('differs from the plain build only in its class names', () => {
    expect(prefixed.replace(/\.bulma-/g, '.')).toBe(plain);
  });
});
