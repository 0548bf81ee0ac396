/** The proximity criterion: how close the matched words of a record are, the costliest criterion to compute. */
import type { RankInput } from './criteria.js';
import { NO_MATCH, POSITION_SPAN, type SlotMatches } from './gather.js';
import { MAX_PROXIMITY_POSITIONS } from './limits.js';

/** Distance counted between two matched words that do not share an attribute, and the most any pair counts. */
export const MAX_PROXIMITY = 8;

/** Sum of the distances between consecutive matched words, each capped at 8 (also when they share no attribute). */
export function proximityOf(input: RankInput, record: number): number {
  let total = 0;
  // Each matched slot's positions are read and sorted once: they are the later list of one pair and the earlier of
  // the next, the two buffers trading places.
  let before = bufferA;
  let after = bufferB;
  let beforeCount = -1;
  let read = 0;
  const slots = input.plan.slots;
  for (let index = 0; index < slots.length; index++) {
    const slot = input.matches[index]!;
    if (!input.active[index] || slots[index]!.echo || slot.typos[record] === NO_MATCH) continue;
    const afterCount = positionsOf(slot, record, after);
    read += afterCount;
    if (beforeCount >= 0) total += pairDistance(before, beforeCount, after, afterCount);
    beforeCount = afterCount;
    const swap = before;
    before = after;
    after = swap;
  }
  input.meter.positions += read;
  return total;
}

// Buffers for the two position lists compared (the engine answers one search at a time).
const bufferA = new Int32Array(MAX_PROXIMITY_POSITIONS);
const bufferB = new Int32Array(MAX_PROXIMITY_POSITIONS);

/** Copies the first MAX_PROXIMITY_POSITIONS positions of a slot in a record into `into`, sorted; returns how many. */
function positionsOf(slot: SlotMatches, record: number, into: Int32Array): number {
  const start = slot.positionStart[record]!;
  const count = Math.min(slot.positionCount[record]!, MAX_PROXIMITY_POSITIONS);
  for (let i = 0; i < count; i++) {
    // Insertion sort: a handful of numbers.
    const value = slot.positions[start + i]!;
    let at = i;
    while (at > 0 && into[at - 1]! > value) {
      into[at] = into[at - 1]!;
      at--;
    }
    into[at] = value;
  }
  return count;
}

const attributeOf = (encoded: number) => Math.floor(encoded / POSITION_SPAN);

/**
 * The smallest distance from a word of `left` to a word of `right` (first `leftCount` and `rightCount` entries, each
 * sorted) in the same attribute; a pair in the reverse order is one step further apart than in the typed order. One
 * merge pass: the closest pair is always a word and the nearest word of the other list before it.
 */
function pairDistance(left: Int32Array, leftCount: number, right: Int32Array, rightCount: number): number {
  let best = MAX_PROXIMITY;
  let i = 0;
  let j = 0;
  let lastBefore = -1;
  let lastAfter = -1;
  while (i < leftCount || j < rightCount) {
    if (j >= rightCount || (i < leftCount && left[i]! <= right[j]!)) {
      const at = left[i++]!;
      if (lastAfter >= 0 && attributeOf(lastAfter) === attributeOf(at)) best = Math.min(best, at - lastAfter + 1);
      lastBefore = at;
    } else {
      const at = right[j++]!;
      if (lastBefore >= 0 && attributeOf(lastBefore) === attributeOf(at))
        best = Math.min(best, Math.max(1, at - lastBefore));
      lastAfter = at;
    }
    if (best === 1) break;
  }
  return best;
}
