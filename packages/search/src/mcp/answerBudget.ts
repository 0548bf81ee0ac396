/**
 * A bound on how much one HTTP request is answered with. Without one a batch of `get_page` calls turns a few kB of
 * request into megabytes of answer; the batch limit and the rate limit bound the calls, this bounds their bytes.
 */
import type { JSONRPCErrorResponse, JSONRPCResultResponse } from '@modelcontextprotocol/sdk/types.js';

/**
 * Bytes of JSON the answers of one HTTP request may total. The longest docs page is tens of kB, so a single call
 * never comes near it, while a batch answering more than this would be a client copying the site, not reading it.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** Text an answer must keep to be worth cutting: a page cut shorter than this is of no use, so the call gets an error. */
const MIN_KEPT_TEXT_BYTES = 1024;

/** JSON-RPC's range for errors a server defines. */
const SERVER_ERROR = -32000;

type Answer = JSONRPCResultResponse | JSONRPCErrorResponse;

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/**
 * What is left of one request's `MAX_ANSWER_BYTES`, spent by its answers as they are sent. An answer that fits is
 * sent whole; one whose text can be cut to fit (a page read by `get_page` or as a resource) is cut, with a note that
 * says so; any other is replaced by a short error (never counted, so an error always gets through).
 */
export class AnswerBudget {
  private left: number;

  constructor(private readonly total = MAX_ANSWER_BYTES) {
    this.left = total;
  }

  fit(answer: Answer): Answer {
    const size = jsonBytes(answer);
    if (size <= this.left) {
      this.left -= size;
      return answer;
    }
    const cut = 'result' in answer ? this.cutToFit(answer, size - this.left) : undefined;
    if (cut) {
      this.left = Math.max(0, this.left - jsonBytes(cut));
      return cut;
    }
    return {
      jsonrpc: '2.0',
      id: answer.id,
      error: {
        code: SERVER_ERROR,
        message:
          `Answer left out: it is ${size} bytes, and the answers to one HTTP request may total at most ` +
          `${this.total} bytes (${this.left} were left). Send this call alone, not in a batch.`,
      },
    };
  }

  /** The answer with its longest text part cut by `overflow` bytes and a note, if that leaves enough of it. */
  private cutToFit(answer: JSONRPCResultResponse, overflow: number): JSONRPCResultResponse | undefined {
    // Tools answer with `content`, resources with `contents`; both are parts with an optional text.
    const result = answer.result as Record<string, unknown>;
    const field = Array.isArray(result.content) ? 'content' : Array.isArray(result.contents) ? 'contents' : undefined;
    if (field === undefined) return undefined;
    const parts = result[field] as Record<string, unknown>[];
    let longest = -1;
    parts.forEach((part, index) => {
      const text = part.text;
      if (typeof text === 'string' && (longest < 0 || text.length > (parts[longest]!.text as string).length))
        longest = index;
    });
    if (longest < 0) return undefined;
    const text = parts[longest]!.text as string;
    // The note is sized with the whole length in place of the kept one, which has at most as many digits.
    const note = (kept: number) =>
      `\n\n[Cut after ${kept} of ${text.length} characters: the answers to one HTTP request may total at most ` +
      `${this.total} bytes. Send this call alone, not in a batch, for as much of it as fits.]`;
    const keepBytes = jsonBytes(text) - overflow - jsonBytes(note(text.length));
    if (keepBytes < MIN_KEPT_TEXT_BYTES) return undefined;
    const kept = prefixWithin(text, keepBytes);
    const cutParts = parts.map((part, index) =>
      index === longest ? { ...part, text: kept + note(kept.length) } : part,
    );
    return { ...answer, result: { ...result, [field]: cutParts } };
  }
}

/** The longest start of `text` whose JSON string takes at most `maxBytes`, ended at a line break when one is near. */
function prefixWithin(text: string, maxBytes: number): string {
  // JSON escapes and UTF-8 make bytes per character vary, so the length is searched for rather than computed.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (jsonBytes(text.slice(0, middle)) <= maxBytes) low = middle;
    else high = middle - 1;
  }
  const code = text.charCodeAt(low - 1);
  if (code >= 0xd800 && code <= 0xdbff) low -= 1;
  const kept = text.slice(0, low);
  // A whole last line reads better than half of one, when it costs little of what fits.
  const lineEnd = kept.lastIndexOf('\n');
  return lineEnd >= kept.length * 0.9 ? kept.slice(0, lineEnd) : kept;
}
