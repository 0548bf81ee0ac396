/**
 * The typed arrays a search works in (the ranking criteria, candidate lists, sort keys, snippet windows), carved out
 * of one buffer the engine keeps between searches.
 *
 * Why not `new Int32Array(n)`: a typed array of more than 64 bytes gets a backing store of its own outside the
 * heap, and each young-generation collection pays for every such store it frees. A search made about thirty; the
 * collection that followed a hundred searches took about 1 ms, most of a slow keystroke's time. Views of a buffer
 * that lives on cost the collector nothing more than a small object.
 *
 * Taken memory is given back in stack order: a search notes `mark()` before it starts and calls `release()` with it
 * when it ends, and a step inside it (a term look-up) does the same with what only it needs, so nothing is handed
 * out twice while something still reads it. Nothing taken may outlive the search that took it.
 */

type TypedArrayOf<T> = T extends { new (buffer: ArrayBuffer, offset: number, length: number): infer A } ? A : never;
type TypedArrayType =
  | typeof Uint8Array
  | typeof Int8Array
  | typeof Uint16Array
  | typeof Int16Array
  | typeof Int32Array
  | typeof Float64Array;

/** Every view starts on a multiple of 8 bytes, as a Float64Array must. */
const ALIGNMENT = 8;
const INITIAL_BYTES = 1 << 18;

export class Arena {
  private buffer: ArrayBuffer;
  private used = 0;
  /** The most any search has taken: the buffer grows to it when nothing is taken. */
  private highWater = 0;

  /** `bytes`: what the largest search is expected to take, so that it need not grow (never below INITIAL_BYTES). */
  constructor(bytes = 0) {
    this.buffer = new ArrayBuffer(Math.max(INITIAL_BYTES, bytes));
  }

  mark(): number {
    return this.used;
  }

  /** Gives back everything taken since `mark`; with nothing left taken, grows the buffer if a search outran it. */
  release(mark: number): void {
    this.used = mark;
    if (mark === 0 && this.highWater > this.buffer.byteLength) {
      let bytes = this.buffer.byteLength;
      while (bytes < this.highWater) bytes *= 2;
      this.buffer = new ArrayBuffer(bytes);
    }
  }

  /** A zero-filled array of `length` elements, as `new Type(length)` gives. */
  take<T extends TypedArrayType>(Type: T, length: number): TypedArrayOf<T> {
    const start = Math.ceil(this.used / ALIGNMENT) * ALIGNMENT;
    const end = start + length * Type.BYTES_PER_ELEMENT;
    this.used = end;
    if (end > this.highWater) this.highWater = end;
    // Past the buffer's end (a search larger than any before): an array of its own, and a larger buffer next time.
    if (end > this.buffer.byteLength) return new Type(length) as TypedArrayOf<T>;
    return new Type(this.buffer, start, length).fill(0) as TypedArrayOf<T>;
  }

  /** A copy of `source` taken from the arena. */
  copy<A extends Int32Array | Float64Array | Uint8Array>(source: A): A {
    const copy = this.take(source.constructor as TypedArrayType, source.length) as unknown as A;
    copy.set(source as never);
    return copy;
  }
}
