/**
 * Stage 3: the records each slot matches, and the records that can be hits. A slot's matches live in a reusable
 * buffer indexed by record (best typo count, exact or not, best attribute) with the word positions grouped by record
 * for proximity and phrases; the candidates are the records that match what the query requires, pass the facet
 * filters, contain no excluded word, and hold every quoted phrase.
 */
import { ORDERED_POSITIONS, type Dictionary } from './dictionary.js';
import type { MatchSource, QueryPlan, Slot } from './plan.js';
import type { WorkMeter } from './work.js';
import type { Arena } from './arena.js';

/** Typo count of a record a slot does not match. */
export const NO_MATCH = 255;
/** Positions are stored as attribute * POSITION_SPAN + position: one number sorts by both. */
export const POSITION_SPAN = 2 ** 20;

/** What one slot matches, per record. Reused from search to search: only the records touched are reset. */
export class SlotMatches {
  readonly typos: Uint8Array;
  readonly exact: Uint8Array;
  readonly attribute: Int32Array;
  readonly positionStart: Int32Array;
  readonly positionCount: Int32Array;
  readonly touched: Int32Array;
  touchedCount = 0;
  /** The last fill stopped at its budget: the matches are not exhaustive. */
  truncated = false;
  positions = new Int32Array(256);
  /** Occurrences read, in reading order, before grouping by record. */
  private pendingRecord = new Int32Array(256);
  private pendingPosition = new Int32Array(256);

  constructor(recordCount: number) {
    this.typos = new Uint8Array(recordCount).fill(NO_MATCH);
    this.exact = new Uint8Array(recordCount);
    this.attribute = new Int32Array(recordCount);
    this.positionStart = new Int32Array(recordCount);
    this.positionCount = new Int32Array(recordCount);
    this.touched = new Int32Array(recordCount);
  }

  matches(record: number): boolean {
    return this.typos[record] !== NO_MATCH;
  }

  /** Reads the slot's sources into the buffer. */
  fill(dictionary: Dictionary, slot: Slot, maxPostings: number, attributeAllowed: Uint8Array, meter: WorkMeter): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const record = this.touched[i]!;
      this.typos[record] = NO_MATCH;
      this.positionCount[record] = 0;
    }
    this.touchedCount = 0;
    this.pending = 0;
    this.truncated = false;
    let budget = maxPostings;
    for (const source of slot.sources) {
      if (budget <= 0) {
        this.truncated = true;
        break;
      }
      const run = source.run;
      const records = run ? run.record : dictionary.postingRecord;
      const attributes = run ? run.attribute : dictionary.postingAttribute;
      const positions = run ? run.position : dictionary.postingPosition;
      const start = run ? 0 : dictionary.postingStart[source.term]!;
      const end = Math.min(run ? run.record.length : dictionary.postingStart[source.term + 1]!, start + budget);
      // Postings not loaded yet (an index in pieces) are not read: this search is made again once they are.
      if (run || dictionary.hasPostings(start, end))
        this.readOccurrences(dictionary, source, records, attributes, positions, start, end, attributeAllowed);
      budget -= end - start;
      meter.postings += end - start;
    }
    this.groupPositions();
  }

  private pending = 0;

  /** Occurrences start..end of one source: the best match per record, and every position. */
  private readOccurrences(
    dictionary: Dictionary,
    source: MatchSource,
    records: Int32Array,
    attributes: Uint8Array,
    positions: Int32Array,
    start: number,
    end: number,
    attributeAllowed: Uint8Array,
  ): void {
    const { attributeBase, attributeOrdered } = dictionary;
    const sourceTypos = source.typos;
    const sourceExact = source.exact ? 1 : 0;
    if (this.pendingRecord.length < this.pending + (end - start)) this.growPending(this.pending + (end - start));
    const pendingRecord = this.pendingRecord;
    const pendingPosition = this.pendingPosition;
    const { typos: bestTypos, exact, attribute: bestAttribute, touched, positionCount } = this;
    let pending = this.pending;
    let touchedCount = this.touchedCount;
    for (let at = start; at < end; at++) {
      const attribute = attributes[at]!;
      if (attributeAllowed[attribute] === 0) continue;
      const record = records[at]!;
      const position = positions[at]!;
      const score =
        attributeBase[attribute]! + (attributeOrdered[attribute] === 1 ? Math.min(position, ORDERED_POSITIONS - 1) : 0);
      const typos = bestTypos[record]!;
      if (typos === NO_MATCH) {
        touched[touchedCount++] = record;
        bestTypos[record] = sourceTypos;
        exact[record] = sourceExact;
        bestAttribute[record] = score;
      } else if (sourceTypos < typos) {
        bestTypos[record] = sourceTypos;
        exact[record] = sourceExact;
        bestAttribute[record] = score;
      } else if (sourceTypos === typos) {
        if (sourceExact === 1) exact[record] = 1;
        if (score < bestAttribute[record]!) bestAttribute[record] = score;
      }
      pendingRecord[pending] = record;
      pendingPosition[pending] = attribute * POSITION_SPAN + position;
      pending++;
      positionCount[record]!++;
    }
    this.pending = pending;
    this.touchedCount = touchedCount;
  }

  /** Groups the positions read by record (a counting sort over the records touched). */
  private groupPositions(): void {
    const pending = this.pending;
    if (this.positions.length < pending) this.positions = new Int32Array(Math.max(pending, this.positions.length * 2));
    let offset = 0;
    for (let i = 0; i < this.touchedCount; i++) {
      const record = this.touched[i]!;
      this.positionStart[record] = offset;
      offset += this.positionCount[record]!;
      this.positionCount[record] = 0;
    }
    for (let i = 0; i < pending; i++) {
      const record = this.pendingRecord[i]!;
      this.positions[this.positionStart[record]! + this.positionCount[record]!++] = this.pendingPosition[i]!;
    }
  }

  private growPending(needed: number): void {
    const grow = (array: Int32Array) => {
      const larger = new Int32Array(Math.max(needed, array.length * 2));
      larger.set(array);
      return larger;
    };
    this.pendingRecord = grow(this.pendingRecord);
    this.pendingPosition = grow(this.pendingPosition);
  }
}

/** Which slots take part, and how many of them a record must match. */
export interface Requirement {
  active: boolean[];
  /** `all`: every active required slot; `any`: at least one active slot. */
  mode: 'all' | 'any';
}

/** Records that are hits for the requirement, in record order. `eligible` has a 1 for each record filters allow. */
export function selectCandidates(
  plan: QueryPlan,
  matches: SlotMatches[],
  requirement: Requirement,
  eligible: Uint8Array,
  meter: WorkMeter,
  arena: Arena,
): Int32Array {
  const recordCount = eligible.length;
  // Echo slots (stop words left out) never make a record a candidate.
  const active = plan.slots.map((slot, index) => requirement.active[index] === true && !slot.echo);
  const required = plan.slots.flatMap((slot, index) => (active[index] && !slot.optional ? [index] : []));
  const hit = arena.take(Uint8Array, recordCount);
  let count = 0;
  if (!plan.slots.some((slot) => !slot.echo)) {
    hit.set(eligible);
    for (let record = 0; record < recordCount; record++) count += hit[record]!;
  } else if (requirement.mode === 'all' && required.length > 0) {
    // Every candidate is among the records of the rarest required slot.
    const rarest = required.reduce((best, index) =>
      matches[index]!.touchedCount < matches[best]!.touchedCount ? index : best,
    );
    const others = required.filter((index) => index !== rarest).map((index) => matches[index]!.typos);
    const slot = matches[rarest]!;
    for (let i = 0; i < slot.touchedCount; i++) {
      const record = slot.touched[i]!;
      meter.records++;
      if (eligible[record] === 0) continue;
      let all = true;
      for (const typos of others) {
        if (typos[record] === NO_MATCH) {
          all = false;
          break;
        }
      }
      if (all && (plan.phrases.length === 0 || phrasesHold(plan, matches, active, record, meter))) {
        hit[record] = 1;
        count++;
      }
    }
  } else {
    for (let index = 0; index < active.length; index++) {
      if (!active[index]) continue;
      const slot = matches[index]!;
      for (let i = 0; i < slot.touchedCount; i++) {
        const record = slot.touched[i]!;
        if (hit[record] === 1 || eligible[record] === 0) continue;
        meter.records++;
        if (plan.phrases.length === 0 || phrasesHold(plan, matches, active, record, meter)) {
          hit[record] = 1;
          count++;
        }
      }
    }
  }
  const candidates = arena.take(Int32Array, count);
  let at = 0;
  for (let record = 0; record < recordCount && at < count; record++) if (hit[record] === 1) candidates[at++] = record;
  return candidates;
}

/** Every quoted phrase stands in one attribute, word after word. */
function phrasesHold(
  plan: QueryPlan,
  matches: SlotMatches[],
  active: boolean[],
  record: number,
  meter: WorkMeter,
): boolean {
  for (const phrase of plan.phrases) {
    if (!phrase.every((index) => active[index] && matches[index]!.matches(record))) {
      if (phrase.some((index) => active[index])) return false;
      continue;
    }
    const first = matches[phrase[0]!]!;
    const start = first.positionStart[record]!;
    let holds = false;
    for (let i = start; i < start + first.positionCount[record]! && !holds; i++) {
      const at = first.positions[i]!;
      holds = phrase.every((index, offset) => offset === 0 || hasPosition(matches[index]!, record, at + offset, meter));
    }
    if (!holds) return false;
  }
  return true;
}

function hasPosition(slot: SlotMatches, record: number, encoded: number, meter: WorkMeter): boolean {
  const start = slot.positionStart[record]!;
  const end = start + slot.positionCount[record]!;
  meter.positions += end - start;
  for (let i = start; i < end; i++) if (slot.positions[i] === encoded) return true;
  return false;
}

/** Records that contain an excluded word (`-word`), in the attributes searched. */
export function excludedRecords(
  dictionary: Dictionary,
  terms: number[],
  attributeAllowed: Uint8Array,
  meter: WorkMeter,
): Set<number> {
  // Read whole: a record with an excluded word must never be a hit. A term's occurrences are bounded by the index.
  const excluded = new Set<number>();
  for (const term of new Set(terms)) {
    const end = dictionary.postingStart[term + 1]!;
    if (!dictionary.hasPostings(dictionary.postingStart[term]!, end)) continue;
    for (let at = dictionary.postingStart[term]!; at < end; at++) {
      if (attributeAllowed[dictionary.postingAttribute[at]!] === 1) excluded.add(dictionary.postingRecord[at]!);
    }
    meter.postings += end - dictionary.postingStart[term]!;
  }
  return excluded;
}
