/**
 * A trie over the sorted term dictionary, in flat typed arrays. Because the terms are sorted, the terms under a node
 * are a contiguous range of term ids: a prefix look-up is a walk down the word, and a typo look-up is a walk that
 * carries one row of the edit-distance table per node and stops where every cell of the row is over budget, so it
 * visits the few branches that can still match instead of the whole vocabulary.
 */

import type { Arena } from './arena.js';

/** A range of term ids [from, to) that match a query word with this many typos. */
export interface TermRange {
  from: number;
  to: number;
  typos: number;
  /** Whether the whole term matched (a word typed in full), or only its start (a word still being typed). */
  whole: boolean;
}

export interface WalkCounter {
  trieNodes: number;
  truncated: boolean;
}

export class TermTrie {
  private readonly letter: Uint16Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  /** Id of the term that ends at the node, or -1. */
  private readonly termAt: Int32Array;
  private readonly rangeFrom: Int32Array;
  private readonly rangeTo: Int32Array;
  private readonly maxDepth: number;

  constructor(sortedTerms: readonly string[]) {
    const letters: number[] = [0];
    const firstChild: number[] = [-1];
    const nextSibling: number[] = [-1];
    const lastChild: number[] = [-1];
    const termAt: number[] = [-1];
    const rangeFrom: number[] = [0];
    const rangeTo: number[] = [sortedTerms.length];
    let maxDepth = 0;
    // Sorted input: the path of the previous term is the only one a new term can share a start with.
    const path: number[] = [0];
    let previous = '';
    sortedTerms.forEach((term, id) => {
      let shared = 0;
      while (shared < term.length && shared < previous.length && term[shared] === previous[shared]) shared++;
      path.length = shared + 1;
      for (let depth = shared; depth < term.length; depth++) {
        const parent = path[depth]!;
        const node = letters.length;
        letters.push(term.charCodeAt(depth));
        firstChild.push(-1);
        nextSibling.push(-1);
        lastChild.push(-1);
        termAt.push(-1);
        rangeFrom.push(id);
        rangeTo.push(id + 1);
        if (lastChild[parent] === -1) firstChild[parent] = node;
        else nextSibling[lastChild[parent]!] = node;
        lastChild[parent] = node;
        path.push(node);
      }
      termAt[path[term.length]!] = id;
      for (let depth = 1; depth <= term.length; depth++) rangeTo[path[depth]!] = id + 1;
      maxDepth = Math.max(maxDepth, term.length);
      previous = term;
    });
    this.letter = Uint16Array.from(letters);
    this.firstChild = Int32Array.from(firstChild);
    this.nextSibling = Int32Array.from(nextSibling);
    this.termAt = Int32Array.from(termAt);
    this.rangeFrom = Int32Array.from(rangeFrom);
    this.rangeTo = Int32Array.from(rangeTo);
    this.maxDepth = maxDepth;
  }

  get nodeCount(): number {
    return this.letter.length;
  }

  private child(node: number, code: number): number {
    for (let child = this.firstChild[node]!; child !== -1; child = this.nextSibling[child]!) {
      if (this.letter[child] === code) return child;
    }
    return -1;
  }

  /** The ids [from, to) of the terms that start with `prefix` (empty when none does). */
  prefixRange(prefix: string): { from: number; to: number } {
    let node = 0;
    for (let i = 0; i < prefix.length && node !== -1; i++) node = this.child(node, prefix.charCodeAt(i));
    return node === -1 ? { from: 0, to: 0 } : { from: this.rangeFrom[node]!, to: this.rangeTo[node]! };
  }

  /**
   * Terms within `budget` typos of `word` (a missing, extra, wrong or swapped letter is one typo: optimal string
   * alignment distance). With `prefix`, also the terms that start with something within budget of the word. Exact
   * matches (0 typos) are left to the caller, who finds them without a walk.
   */
  withinTypos(
    word: string,
    budget: number,
    prefix: boolean,
    counter: WalkCounter,
    maxNodes: number,
    arena: Arena,
  ): TermRange[] {
    const found: TermRange[] = [];
    if (budget <= 0) return found;
    const width = word.length + 1;
    // Row d of the table holds the distances between the first d letters of the path and each start of the word.
    const rows = arena.take(Int32Array, (Math.min(this.maxDepth, word.length + budget) + 1) * width);
    for (let j = 0; j < width; j++) rows[j] = j;
    const path = arena.take(Uint16Array, this.maxDepth + 1);

    let visited = 0;
    const visit = (node: number, depth: number) => {
      if (visited === maxNodes) {
        counter.truncated = true;
        return;
      }
      visited++;
      counter.trieNodes++;
      const code = this.letter[node]!;
      path[depth] = code;
      const row = depth * width;
      const above = row - width;
      const twoAbove = above - width;
      rows[row] = depth;
      let rowMin = depth;
      for (let j = 1; j < width; j++) {
        const wordCode = word.charCodeAt(j - 1);
        let value = Math.min(
          rows[above + j]! + 1,
          rows[row + j - 1]! + 1,
          rows[above + j - 1]! + (wordCode === code ? 0 : 1),
        );
        if (depth > 1 && j > 1 && wordCode === path[depth - 1] && word.charCodeAt(j - 2) === code) {
          value = Math.min(value, rows[twoAbove + j - 2]! + 1);
        }
        rows[row + j] = value;
        if (value < rowMin) rowMin = value;
      }
      const distance = rows[row + width - 1]!;
      if (distance > 0 && distance <= budget) {
        if (prefix) found.push({ from: this.rangeFrom[node]!, to: this.rangeTo[node]!, typos: distance, whole: false });
        else if (this.termAt[node] !== -1) {
          const term = this.termAt[node]!;
          found.push({ from: term, to: term + 1, typos: distance, whole: true });
        }
      }
      // Deeper letters can only keep or raise the smallest cell; past the budget nothing below can match.
      if (rowMin > budget || (depth + 1) * width >= rows.length) return;
      for (let child = this.firstChild[node]!; child !== -1; child = this.nextSibling[child]!) visit(child, depth + 1);
    };
    for (let child = this.firstChild[0]!; child !== -1; child = this.nextSibling[child]!) visit(child, 1);
    return found;
  }
}
