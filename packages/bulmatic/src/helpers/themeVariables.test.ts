import { describe, expect, it } from 'vitest';
import { hexToHsl, themeCss, themeVariables } from './themeVariables.js';

describe('hexToHsl', () => {
  it('converts Bulma’s own colours', () => {
    expect(hexToHsl('#00d1b2')).toEqual({ h: 171.1, s: 100, l: 41 });
    expect(hexToHsl('#485fc7')).toEqual({ h: 229.1, s: 53.1, l: 53.1 });
  });

  it('handles short hex, greys and every hue sector', () => {
    expect(hexToHsl('#fff')).toEqual({ h: 0, s: 0, l: 100 });
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl('#00ff00')).toEqual({ h: 120, s: 100, l: 50 });
    expect(hexToHsl('#0000ff')).toEqual({ h: 240, s: 100, l: 50 });
    expect(hexToHsl('#ff00ff')).toEqual({ h: 300, s: 100, l: 50 });
  });

  it('rejects anything else', () => {
    expect(() => hexToHsl('red')).toThrow(/not a #rgb or #rrggbb colour/);
  });
});

describe('themeVariables', () => {
  it('sets hue, saturation and lightness per colour', () => {
    expect(
      themeVariables({ colors: { primary: { h: 171, s: 100, l: 41 }, link: { h: '229deg', s: '53%', l: '53%' } } }),
    ).toMatchObject({
      '--bulma-primary-h': '171',
      '--bulma-primary-s': '100%',
      '--bulma-primary-l': '41%',
      '--bulma-link-h': '229deg',
      '--bulma-link-s': '53%',
      '--bulma-link-l': '53%',
    });
  });

  it('accepts hex colours', () => {
    const vars = themeVariables({ colors: { danger: '#ff0000', info: undefined } });
    expect(vars).toMatchObject({ '--bulma-danger-h': '0', '--bulma-danger-s': '100%', '--bulma-danger-l': '50%' });
    expect(Object.keys(vars).some((name) => name.startsWith('--bulma-info'))).toBe(false);
  });

  // A subtree inherits Bulma's composed colours as values computed on :root, so the theme composes them again.
  it('re-declares the composed colour variables Bulma defines on :root', () => {
    const vars = themeVariables({ colors: { primary: '#ff0000', white: '#fafafa' }, variablePrefix: 'x-' });
    expect(vars['--x-primary']).toBe('hsla(var(--x-primary-h), var(--x-primary-s), var(--x-primary-l), 1)');
    expect(vars['--x-primary-invert']).toBe(
      'hsla(var(--x-primary-h), var(--x-primary-s), var(--x-primary-invert-l), 1)',
    );
    expect(vars['--x-primary-light']).toBe('hsla(var(--x-primary-h), var(--x-primary-s), var(--x-primary-light-l), 1)');
    expect(vars['--x-primary-40']).toBe('hsla(var(--x-primary-h), var(--x-primary-s), var(--x-primary-40-l), 1)');
    expect(vars['--x-primary-soft']).toBe('hsla(var(--x-primary-h), var(--x-primary-s), var(--x-soft-l), 1)');
    expect(vars['--x-primary-rgb']).toBe('255, 0, 0');
    // White has no palette in Bulma: no shades or light/dark tones to compose.
    expect(vars['--x-white']).toBeDefined();
    expect(vars['--x-white-40']).toBeUndefined();
    expect(vars['--x-white-light']).toBeUndefined();
    // Hex goes through HSL rounded to a tenth, so the channels come back within half a unit.
    for (const channel of vars['--x-white-rgb']!.split(', ')) expect(Number(channel)).toBeCloseTo(250, 0);
  });

  it('leaves out the rgb triple when a part is not a plain number', () => {
    const vars = themeVariables({ colors: { link: { h: 'var(--brand-h)', s: '50%', l: '50%' } } });
    expect(vars['--bulma-link']).toBeDefined();
    expect(vars['--bulma-link-rgb']).toBeUndefined();
  });

  it('sets scheme, radii, fonts and free variables, with a custom variable prefix', () => {
    expect(
      themeVariables({
        schemeHue: 200,
        schemeSaturation: 10,
        radii: { small: '2px', normal: '4px', medium: '6px', large: '8px', rounded: '99px' },
        fonts: { primary: 'Inter, sans-serif', secondary: 'Georgia', code: 'monospace' },
        variables: { 'block-spacing': '2rem', duration: 300 },
        variablePrefix: 'my-',
      }),
    ).toEqual({
      '--my-scheme-h': '200',
      '--my-scheme-s': '10%',
      '--my-radius-small': '2px',
      '--my-radius': '4px',
      '--my-control-radius': 'var(--my-radius)',
      '--my-control-radius-small': 'var(--my-radius-small)',
      '--my-radius-medium': '6px',
      '--my-radius-large': '8px',
      '--my-radius-rounded': '99px',
      '--my-family-primary': 'Inter, sans-serif',
      '--my-family-secondary': 'Georgia',
      '--my-family-code': 'monospace',
      '--my-block-spacing': '2rem',
      '--my-duration': '300',
    });
  });

  it('is empty for an empty theme', () => {
    expect(themeVariables({})).toEqual({});
  });
});

describe('themeCss', () => {
  it('writes a rule for :root or another selector', () => {
    expect(themeCss({ radii: { normal: '0' } })).toBe(
      ':root{--bulma-radius:0;--bulma-control-radius:var(--bulma-radius);}',
    );
    expect(themeCss({ schemeSaturation: '0%' }, '.app')).toBe('.app{--bulma-scheme-s:0%;}');
  });
});
