/**
 * Cuts a stylesheet into about `count` pieces at top-level rule boundaries (outside any block or string), in
 * order: adopted together, the pieces cascade exactly as the whole sheet does.
 */
export function cutStyleSheet(css: string, count: number): string[] {
  const target = Math.ceil(css.length / count);
  const pieces: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0 && index + 1 - start >= target) {
      pieces.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  if (start < css.length) pieces.push(css.slice(start));
  return pieces;
}
