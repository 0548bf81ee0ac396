/** Reading record attributes by dotted path (`hierarchy.lvl1`), and the searchable-attribute settings. */

// Paths come from a handful of settings (facets, distinct) and from requests, which name the same few on every
// keystroke, and lookups run per record: split each once. Emptied when it fills up, since a request may name any.
const splitPaths = new Map<string, readonly string[]>();
const SPLIT_PATHS_KEPT = 256;

/** A dotted path's keys (`hierarchy.lvl1` -> `hierarchy`, `lvl1`), shared: never to be changed. */
export function keysOf(path: string): readonly string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    if (splitPaths.size >= SPLIT_PATHS_KEPT) splitPaths.clear();
    splitPaths.set(path, (keys = path.split('.')));
  }
  return keys;
}

export function valueAt(record: Record<string, unknown>, path: string): unknown {
  return valueAtKeys(record, keysOf(path));
}

/** `valueAt` with the path already split (hot paths split each path once per request). */
export function valueAtKeys(record: Record<string, unknown>, keys: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Sets a value at a path split into keys, creating the objects on the way. */
export function setAtKeys(target: Record<string, unknown>, keys: readonly string[], value: unknown): void {
  let node = target;
  const last = keys.length - 1;
  for (let i = 0; i < last; i++) {
    const key = keys[i]!;
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[last]!] = value;
}

export interface SearchableAttribute {
  path: string;
  /** `unordered(x)`: where the word sits in the attribute does not matter for ranking. */
  ordered: boolean;
}

/** Parses `searchableAttributes` (`unordered(hierarchy.lvl0)`, `content`, or `a, b` for equal rank). */
export function parseSearchableAttributes(settings: string[]): SearchableAttribute[][] {
  return settings.map((entry) =>
    entry.split(',').map((part) => {
      const unordered = /^\s*unordered\((.+)\)\s*$/.exec(part);
      return { path: (unordered ? unordered[1]! : part).trim(), ordered: !unordered };
    }),
  );
}

/**
 * `desc(weight.level)` -> a comparator of records, each given by its values of the customRanking attributes, read
 * once per record by the `valuesOf` it returns (a sort compares each record many times).
 */
export function customRankingComparator(customRanking: string[]): {
  valuesOf: (record: Record<string, unknown>) => unknown[];
  compare: (a: unknown[], b: unknown[]) => number;
  /** Per criterion: 1 ascending, -1 descending. */
  directions: number[];
} {
  const keys = customRanking.map((entry) => {
    const match = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
    if (!match) throw new Error(`Invalid customRanking entry: ${entry}`);
    return { direction: match[1] === 'asc' ? 1 : -1, path: keysOf(match[2]!) };
  });
  return {
    directions: keys.map(({ direction }) => direction),
    valuesOf: (record) => keys.map(({ path }) => valueAtKeys(record, path)),
    compare: (a, b) => {
      for (let i = 0; i < keys.length; i++) {
        const left = a[i];
        const right = b[i];
        if (left === right) continue;
        if (left === undefined || left === null) return 1;
        if (right === undefined || right === null) return -1;
        return ((left as number) < (right as number) ? -1 : 1) * keys[i]!.direction;
      }
      return 0;
    },
  };
}
