import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hexToHsl, type ThemeColorValue } from '../src/helpers/themeVariables.js';

// The README's Theme examples are copied into apps as they are, so the colours they set must keep Bulma's text on
// them readable: WCAG AA asks for 4.5:1 between a button's text and its background.
const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../README.md'), 'utf8');
const bulmaCss = readFileSync(createRequire(import.meta.url).resolve('bulma/css/bulma.css'), 'utf8');

/** The object literal a JSX attribute such as `colors={{ … }}` holds, evaluated. */
function attribute(element: string, name: string): Record<string, unknown> {
  const match = new RegExp(`\\b${name}=\\{(\\{[^}]*(?:\\{[^}]*\\}[^}]*)*\\})\\}`).exec(element);
  return match ? (new Function(`return (${match[1]});`)() as Record<string, unknown>) : {};
}

/** A percentage variable of Bulma's default theme, following `var()` references. */
function bulmaPercent(variable: string): number {
  const value = new RegExp(`--bulma-${variable}:\\s*([^;]+);`).exec(bulmaCss)?.[1]?.trim();
  if (!value) throw new Error(`bulma.css sets no --bulma-${variable}`);
  const reference = /^var\(--bulma-([\w-]+)\)$/.exec(value);
  return reference ? bulmaPercent(reference[1]!) : Number.parseFloat(value);
}

function luminance(h: number, s: number, l: number): number {
  const chroma = (1 - Math.abs((2 * l) / 100 - 1)) * (s / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}

const themes = [...readme.matchAll(/<Theme\b[^>]*?\/?>/gs)].map(([element]) => element);

describe('the README’s Theme examples', () => {
  it('are found', () => {
    expect(themes.length).toBeGreaterThanOrEqual(2);
  });

  it.each(themes.map((element, index) => [index + 1, element] as const))(
    'example %i keeps the text on each colour it sets at 4.5:1 or more',
    (_, element) => {
      const colors = attribute(element, 'colors') as Record<string, ThemeColorValue>;
      const variables = attribute(element, 'variables');
      expect(Object.keys(colors).length).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(colors)) {
        const { h, s, l } =
          typeof value === 'string' ? hexToHsl(value) : (value as { h: number; s: number; l: number });
        const given = variables[`${name}-invert-l`];
        const textL = given === undefined ? bulmaPercent(`${name}-invert-l`) : Number.parseFloat(String(given));
        const [light, dark] = [luminance(h, s, l), luminance(h, s, textL)].sort((a, b) => b - a) as [number, number];
        expect((light + 0.05) / (dark + 0.05), `text on ${name}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
