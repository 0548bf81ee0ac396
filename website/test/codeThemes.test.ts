import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, normalizeTokens, Prism, themes, type PrismTheme, type Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import config from '../docusaurus.config';
import {
  accessibleTheme,
  codeTokenStyleSheet,
  contrastRatio,
  darkCodeTheme,
  lightCodeTheme,
  overlaid,
  tokenRules,
  withContrast,
} from '../config/codeThemes';

describe('code block themes', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('keeps colours that already pass and darkens or lightens the ones that do not', () => {
    expect(withContrast('#24292e', '#f6f8fa')).toBe('#24292e');
    expect(contrastRatio(withContrast('#00a4db', '#f6f8fa'), '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(withContrast('#6272a4', '#282a36'), '#282a36')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['light', lightCodeTheme, 0.08],
    ['dark', darkCodeTheme, 0.3],
  ])('every token of the %s theme reaches AA on its background and on highlighted lines', (_name, theme, shade) => {
    const background = theme.plain.backgroundColor!;
    const highlighted = overlaid(background, [0, 0, 0], shade);
    for (const color of [theme.plain.color, ...theme.styles.map((style) => style.style.color)]) {
      if (!color) continue;
      expect(contrastRatio(color, background), color).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, highlighted), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads rgb() colours as well as hex ones', () => {
    expect(contrastRatio('rgb(0, 0, 0)', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio(withContrast('rgb(98, 114, 164)', '#282a36'), '#282a36')).toBeGreaterThanOrEqual(4.5);
  });

  it('checks every background it is given', () => {
    const both = withContrast('#00a4db', '#f6f8fa', '#e2e4e6');
    expect(contrastRatio(both, '#e2e4e6')).toBeGreaterThanOrEqual(4.5);
    expect(overlaid('#ffffff', [0, 0, 0], 0.5)).toBe('#808080');
  });

  it('changes only what fails, and draws faded tokens at full strength', () => {
    const adjusted = accessibleTheme(themes.github);
    expect(adjusted.styles.length).toBe(themes.github.styles.length);
    expect(adjusted.plain.color).toBe(themes.github.plain.color);
    expect(themes.github.styles.some((style) => style.style.opacity !== undefined)).toBe(true);
    expect(adjusted.styles.filter((style) => style.style.opacity !== undefined)).toEqual([]);
  });
});

const website = path.resolve(__dirname, '..');

/** Every fenced code block of the site's docs, blog and pages, with its language. */
function siteCode(): { language: string; code: string }[] {
  const files = ['docs', 'blog', 'src/pages'].flatMap((folder) =>
    (readdirSync(path.join(website, folder), { recursive: true }) as string[])
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(website, folder, file)),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^ *```(\w+)[^\n]*\n([\s\S]*?)^ *```/gm)].map((match) => ({
      language: match[1]!.toLowerCase(),
      code: match[2]!,
    })),
  );
}

/** Prism with the languages the site adds (docusaurus.config.ts), as the theme's start-up module registers them. */
function sitePrism(): typeof Prism {
  const load = createRequire(import.meta.url);
  (globalThis as { Prism?: typeof Prism }).Prism = Prism;
  for (const language of config.themeConfig!.prism.additionalLanguages as string[]) {
    load(`prismjs/components/prism-${language}`);
  }
  return Prism;
}

type TokenProps = (input: { token: Token }) => { style?: React.CSSProperties };

/** prism-react-renderer's own `getTokenProps` for `theme` and `language`, taken from one render. */
function tokenPropsOf(theme: PrismTheme, language: string): TokenProps {
  let tokenProps: TokenProps | null = null;
  renderToStaticMarkup(
    React.createElement(Highlight, {
      code: '',
      language,
      theme,
      children: ({ getTokenProps }) => {
        tokenProps = getTokenProps;
        return null;
      },
    }),
  );
  return tokenProps!;
}

/** A token's style as prism-react-renderer writes it inline (CSS property names). */
function inlineStyle(tokenProps: TokenProps, token: Token): Record<string, string> {
  const style = tokenProps({ token }).style ?? {};
  return Object.fromEntries(
    Object.entries(style)
      .filter(([name, value]) => value !== undefined && name !== 'display')
      .map(([name, value]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), String(value)]),
  );
}

/** The same token's style from the generated rules: equal weight, so the last matching rule sets each property. */
function styleSheetStyle(theme: PrismTheme, token: Token): Record<string, string> {
  const style: Record<string, string> = {};
  for (const rule of tokenRules(theme)) {
    if (token.types.includes(rule.type)) for (const [property, value] of rule.declarations) style[property] = value;
  }
  return style;
}

describe('the code token style sheet', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('draws every token of the site’s code as prism-react-renderer does in the %s theme', (_name, theme) => {
    const prism = sitePrism();
    const blocks = siteCode().filter((block) => prism.languages[block.language]);
    expect(blocks.length).toBeGreaterThan(50);
    let nested = 0;
    const checked = new Set<string>();
    for (const { language, code } of blocks) {
      const tokenProps = tokenPropsOf(theme, language);
      for (const token of normalizeTokens(prism.tokenize(code, prism.languages[language]!)).flat()) {
        if (token.types.length > 1) nested += 1;
        const where = `${language}: ${token.types.join(' ')}`;
        if (checked.has(where)) continue;
        checked.add(where);
        expect(styleSheetStyle(theme, token), where).toEqual(inlineStyle(tokenProps, token));
      }
    }
    // Nested tokens are where a style sheet's order matters; the site's JSX has thousands.
    expect(nested).toBeGreaterThan(1000);
  });

  it('holds both palettes, each mode’s token rules scoped to that mode, light also with no mode set', () => {
    const css = codeTokenStyleSheet(lightCodeTheme, darkCodeTheme);
    const escaped = (selector: string) => selector.replace(/[[\]().'*]/g, '\\$&');
    const rule = (selector: string) => new RegExp(`${escaped(selector)} \\{([^}]*)\\}`).exec(css)?.[1];
    expect(rule(':root')).toContain(`--prism-background-color: ${lightCodeTheme.plain.backgroundColor};`);
    expect(rule("[data-theme='dark']")).toContain(`--prism-background-color: ${darkCodeTheme.plain.backgroundColor};`);
    expect(rule('pre.prism-code')).toContain('color: var(--prism-color);');
    for (const [scope, theme] of [
      [":root:not([data-theme='dark'])", lightCodeTheme],
      ["[data-theme='dark']", darkCodeTheme],
    ] as const) {
      for (const { type, declarations } of tokenRules(theme)) {
        const body = rule(`${scope} .token.${type}`);
        for (const [property, value] of declarations) expect(body, type).toContain(`${property}: ${value};`);
      }
    }
    // Every token rule is scoped: one mode's colour never leaks into the other.
    const scoped = /^(:root:not\(\[data-theme='dark'\]\)|\[data-theme='dark'\]) /;
    const unscoped = css.split('\n').filter((line) => line.includes('.token.') && !scoped.test(line));
    expect(unscoped).toEqual([]);
  });

  it('writes the types that enclose others first, so the innermost styled type wins as inline styles would', () => {
    const types = tokenRules(lightCodeTheme).map((rule) => rule.type);
    expect(types.indexOf('tag')).toBeLessThan(types.indexOf('punctuation'));
    expect(types.indexOf('attr-value')).toBeLessThan(types.indexOf('punctuation'));
    expect(types.indexOf('function-variable')).toBeLessThan(types.indexOf('function'));
  });

  it('refuses a language-specific style it cannot scope', () => {
    const theme: PrismTheme = {
      plain: {},
      styles: [{ types: ['keyword'], languages: ['tsx'], style: { color: '#000' } }],
    };
    expect(() => tokenRules(theme)).toThrow(/language-specific/);
  });
});
