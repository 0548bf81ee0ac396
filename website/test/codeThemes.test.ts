import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessibleTheme, contrastRatio, darkCodeTheme, lightCodeTheme, overlaid, withContrast} from '../config/codeThemes';

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

  it('changes only what fails', () => {
    const adjusted = accessibleTheme(themes.github);
    expect(adjusted.styles.length).toBe(themes.github.styles.length);
    expect(adjusted.plain.color).toBe(themes.github.plain.color);
  });
});
