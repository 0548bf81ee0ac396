/**
 * Stage 4 and 5: Algolia's tie-breaking over the candidates, then distinct and the page. Every criterion but
 * proximity is a small number per record, packed into one sort key (criteria.ts); proximity (the costly one) is
 * computed only for the records of the tied groups that reach the requested page.
 */
import type { Arena } from './arena.js';
import { packedKeys, type Criteria, type Criterion, type RankInput } from './criteria.js';

/**
 * Orders candidates by the criteria, as far as needed: the first `needed` of the ranked list are exact, the rest
 * keep the order of the criteria before proximity. Returns candidate indexes (into `candidates`, which are in
 * record order, so a lower index breaks a tie as a lower record would).
 */
export function rankCandidates(
  criteria: Criteria,
  order: Criterion[],
  input: RankInput,
  needed: number,
  /** With `words` first: the fewest words of a candidate the caller may read (see wordsReachingDistinct). */
  wordsFloor = 0,
): Int32Array {
  const count = input.candidates.length;
  const { arena } = input;
  const split = order.indexOf('proximity');
  const before = split < 0 ? order : order.slice(0, split);
  const after = split < 0 ? [] : order.slice(split);
  // With `words` first, only the candidates that match the most words can reach the first `needed`: a question's
  // optional words make thousands of candidates of which a few hundred match its main words. Only those are keyed
  // and sorted; the others follow, unordered.
  const minWords = order[0] === 'words' ? Math.max(criteria.wordsReaching(needed), wordsFloor) : 0;
  const subset = criteria.withWords(minWords);
  const beforeKeys = criteria.keysBefore(before, minWords);
  let sorted: Int32Array;
  if (beforeKeys) {
    const subsetKeys = arena.take(Float64Array, subset.length);
    for (let i = 0; i < subset.length; i++) subsetKeys[i] = beforeKeys[subset[i]!]!;
    sorted = sortTop(subset, subsetKeys, count, needed, arena);
  } else sorted = compareSort(criteria, before, subset, arena);
  // Walk the groups tied on the criteria before proximity; order within a group only while the page needs it.
  let placed = 0;
  while (after.length > 0 && placed < subset.length && placed < needed) {
    let end = placed + 1;
    while (end < subset.length && sameKey(criteria, before, beforeKeys, sorted[placed]!, sorted[end]!)) end++;
    if (end - placed > 1) {
      const group = arena.copy(sorted.subarray(placed, end));
      const keys = packedKeys(criteria, after, group, arena);
      const ordered = keys
        ? sortTop(group, keys, count, needed - placed, arena)
        : compareSort(criteria, after, group, arena);
      sorted.set(ordered, placed);
    }
    placed = end;
  }
  if (subset.length === count) return sorted;
  const ranked = arena.take(Int32Array, count);
  ranked.set(sorted);
  let at = subset.length;
  for (let i = 0; i < count; i++) if (criteria.words[i]! < minWords) ranked[at++] = i;
  return ranked;
}

/**
 * The subset ordered by its keys, then by candidate index, as far as the first `needed` and every candidate tied
 * with the last of them; the others follow in no particular order. `subset` is in candidate order, so the candidates
 * tied with the last needed one keep their order without sorting: on most keystrokes that tie holds hundreds of
 * records, and only the few below it are sorted. One typed-array sort with no comparator.
 */
function sortTop(subset: Int32Array, keys: Float64Array, count: number, needed: number, arena: Arena): Int32Array {
  if (needed <= 0) return arena.copy(subset);
  const n = subset.length;
  const result = arena.take(Int32Array, n);
  if (needed < n / 4) {
    // The needed-th smallest key: what is below it is sorted, what ties with it follows in candidate order, and the
    // others (which cannot reach the page) come last in no particular order.
    const threshold = selectNth(arena.copy(keys), needed - 1);
    let below = 0;
    let tied = 0;
    for (let i = 0; i < n; i++) {
      if (keys[i]! < threshold) below++;
      else if (keys[i] === threshold) tied++;
    }
    const head = arena.take(Float64Array, below);
    let h = 0;
    let t = below;
    let r = below + tied;
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      if (key < threshold) head[h++] = key * count + subset[i]!;
      else if (key === threshold) result[t++] = subset[i]!;
      else result[r++] = subset[i]!;
    }
    head.sort();
    for (let i = 0; i < below; i++) result[i] = head[i]! % count;
    return result;
  }
  const order = arena.take(Float64Array, n);
  for (let i = 0; i < n; i++) order[i] = keys[i]! * count + subset[i]!;
  order.sort();
  for (let i = 0; i < n; i++) result[i] = order[i]! % count;
  return result;
}

/** The value that would sit at `nth` if `values` were sorted (Hoare's selection; reorders `values`). */
function selectNth(values: Float64Array, nth: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (nth <= j) high = j;
    else if (nth >= i) low = i;
    else break;
  }
  return values[nth]!;
}

function compareSort(criteria: Criteria, order: Criterion[], subset: Int32Array, arena: Arena): Int32Array {
  return arena.copy(subset).sort((a, b) => {
    for (const criterion of order) {
      const difference = criteria.value(criterion, a) - criteria.value(criterion, b);
      if (difference !== 0) return difference;
    }
    return a - b;
  });
}

/** Whether two candidates tie on the criteria (`keys` are indexed by candidate when packed). */
function sameKey(criteria: Criteria, order: Criterion[], keys: Float64Array | null, a: number, b: number): boolean {
  if (keys) return keys[a] === keys[b];
  return order.every((criterion) => criteria.value(criterion, a) === criteria.value(criterion, b));
}
