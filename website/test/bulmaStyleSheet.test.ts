import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cutStyleSheet } from '../src/components/BulmaPreview/cutStyleSheet';

const require = createRequire(import.meta.url);
const bulma = readFileSync(require.resolve('bulma/css/bulma.min.css'), 'utf8');

/** Depth of `{` blocks at the end of `css`, ignoring braces inside strings. */
function openBlocks(css: string): number {
  let depth = 0;
  for (const match of css.matchAll(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[{}]/g)) {
    if (match[0] === '{') depth++;
    else if (match[0] === '}') depth--;
  }
  return depth;
}

describe('cutStyleSheet', () => {
  it("cuts Bulma's stylesheet into about the asked number of whole pieces that join back to it", () => {
    const pieces = cutStyleSheet(bulma, 8);
    expect(pieces.join('')).toBe(bulma);
    expect(pieces.length).toBeGreaterThanOrEqual(7);
    expect(pieces.length).toBeLessThanOrEqual(9);
    for (const piece of pieces) expect(openBlocks(piece)).toBe(0);
    // No piece is far bigger than its share (a piece ends at the first rule boundary past it), so none takes long
    // to parse.
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan((bulma.length / 8) * 2);
  });

  it('never cuts inside an at-rule block or a string', () => {
    const css = '.a{color:red}@media (min-width:1px){.b{color:blue}.c{color:green}}.d:after{content:"}{"}.e{top:0}';
    for (let count = 1; count <= 10; count++) {
      const pieces = cutStyleSheet(css, count);
      expect(pieces.join('')).toBe(css);
      for (const piece of pieces) expect(openBlocks(piece)).toBe(0);
    }
    expect(cutStyleSheet(css, 10)).toEqual([
      '.a{color:red}',
      '@media (min-width:1px){.b{color:blue}.c{color:green}}',
      '.d:after{content:"}{"}',
      '.e{top:0}',
    ]);
  });

  it('keeps a short sheet whole', () => {
    expect(cutStyleSheet('.a{color:red}', 8)).toEqual(['.a{color:red}']);
    expect(cutStyleSheet('', 8)).toEqual([]);
  });
});
