/**
 * The places records take in customRanking order (Dictionary.customPlace and pageKind) are the same whether they
 * come from the one-number-per-record sort (every value a finite number) or from the comparator it stands in for.
 */
import { describe, expect, it } from 'vitest';
import { customRankingComparator } from '../src/engine/attributes.js';
import { Dictionary } from '../src/engine/dictionary.js';
import type { DocSearchRecord } from '../src/indexFile/record.js';
import { indexOf, record } from './records.js';

/** The places as the comparator gives them: a stable sort, ties sharing the first one's place (or counted densely). */
function comparatorPlaces(records: DocSearchRecord[], customRanking: string[], dense: boolean): number[] {
  const custom = customRankingComparator(customRanking);
  const values = records.map((each) => custom.valuesOf(each as unknown as Record<string, unknown>));
  const order = records.map((_, at) => at).sort((a, b) => custom.compare(values[a]!, values[b]!));
  const places = new Array<number>(records.length).fill(0);
  order.forEach((at, place) => {
    const previous = order[place - 1];
    if (previous === undefined) return;
    const tied = custom.compare(values[previous]!, values[at]!) === 0;
    places[at] = tied ? places[previous]! : dense ? places[previous]! + 1 : place;
  });
  return places;
}

function randomRecords(count: number, seed: number): DocSearchRecord[] {
  let state = seed;
  const random = (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
  return Array.from({ length: count }, (_, at) =>
    record({ id: `r${at}`, pageRank: random(4), level: random(7) * 10, position: random(40) - 5 }),
  );
}

describe('places in customRanking order', () => {
  it.each([1, 2, 3])('are the comparator’s for numeric values (seed %i)', (seed) => {
    const records = randomRecords(500, seed);
    const index = indexOf(records);
    const dictionary = new Dictionary(index);
    expect(Array.from(dictionary.customPlace)).toEqual(comparatorPlaces(records, index.settings.customRanking, false));
    expect(Array.from(dictionary.pageKind)).toEqual(
      comparatorPlaces(records, index.settings.customRanking.slice(0, 1), true),
    );
  });

  it('are the comparator’s when a value is not a number', () => {
    const records = randomRecords(200, 4).map((each, at) =>
      at % 7 === 0 ? { ...each, weight: { ...each.weight, position: null as unknown as number } } : each,
    );
    const index = indexOf(records);
    expect(Array.from(new Dictionary(index).customPlace)).toEqual(
      comparatorPlaces(records, index.settings.customRanking, false),
    );
  });
});
