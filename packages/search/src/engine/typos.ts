/**
 * Typo distance as Algolia counts it: a missing, extra or substituted letter is one typo, and so is a swap of two
 * neighbouring letters (optimal string alignment distance). Returns `max + 1` as soon as the distance exceeds `max`.
 * With `prefix`, the distance from `a` to the closest start of `b` (a word still being typed).
 */
export function typoDistance(a: string, b: string, max: number, prefix = false): number {
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1;
  // For a prefix, only the start of `b` about as long as `a` can take part.
  const bLength = prefix ? Math.min(b.length, a.length + max) : b.length;
  // Three rolling rows of the distance table, reused between calls: this runs for thousands of words per keystroke.
  const width = bLength + 1;
  if (rows.length < 3 * width) rows = new Int32Array(6 * width);
  let previousPrevious = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j <= bLength; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= bLength; j++) {
      const other = b.charCodeAt(j - 1);
      const cost = letter === other ? 0 : 1;
      let value = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && letterBefore === other) {
        value = Math.min(value, rows[previousPrevious + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  let distance = rows[previous + bLength]!;
  // A prefix may end anywhere in `b`: the best alignment of all of `a` with a start of `b`.
  if (prefix) for (let j = 1; j <= bLength; j++) distance = Math.min(distance, rows[previous + j]!);
  return Math.min(distance, max + 1);
}

let rows = new Int32Array(3 * 64);

/** How many typos a query word of this length may have (minWordSizefor1Typo / minWordSizefor2Typos). */
export function allowedTypos(length: number, minFor1: number, minFor2: number): number {
  if (length >= minFor2) return 2;
  if (length >= minFor1) return 1;
  return 0;
}
