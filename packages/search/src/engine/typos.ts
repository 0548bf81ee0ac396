/**
 * Typo distance as Algolia counts it: a missing, extra or substituted letter is one typo, and so is a swap of two
 * neighbouring letters (optimal string alignment distance). Returns `max + 1` as soon as the distance exceeds `max`.
 * With `prefix`, the distance from `a` to the closest start of `b` (a word still being typed).
 */
export function typoDistance(a: string, b: string, max: number, prefix = false): number {
  if (!prefix && Math.abs(a.length - b.length) > max) return max + 1;
  // For a prefix, only the start of `b` about as long as `a` can take part.
  if (prefix) b = b.slice(0, a.length + max);
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previousPrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  // A prefix may end anywhere in `b`: the best alignment of all of `a` with a start of `b`.
  const distance = prefix ? Math.min(...previous.slice(1)) : previous[b.length]!;
  return Math.min(distance, max + 1);
}

/** How many typos a query word of this length may have (minWordSizefor1Typo / minWordSizefor2Typos). */
export function allowedTypos(length: number, minFor1: number, minFor2: number): number {
  if (length >= minFor2) return 2;
  if (length >= minFor1) return 1;
  return 0;
}
