/**
 * Matching the names an assistant types to the names the docs use: any case, sub-parts written with a dot or as one
 * word (`Card.Header` is the export `CardHeader`), and close misspellings offered as suggestions.
 */

/** The form names are compared in: `Card.Header`, `card header` and `CardHeader` are all `cardheader`. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\s._-]+/g, '');
}

/** Levenshtein distance, in one row of memory (names are short). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The names closest to `wanted`: those containing it or contained in it first (`Header` -> `CardHeader`), then
 * those a few edits away, nearest first.
 */
export function closestNames(wanted: string, names: readonly string[], count = 5): string[] {
  const key = nameKey(wanted);
  if (key === '') return [];
  const scored = names
    .map((name) => {
      const candidate = nameKey(name);
      const contains = candidate.includes(key) || key.includes(candidate);
      return { name, score: contains ? 0 : distance(key, candidate) };
    })
    .filter(({ score }) => score <= Math.max(2, Math.floor(key.length / 3)));
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return scored.slice(0, count).map(({ name }) => name);
}
