/**
 * The limits that hold for a request as a whole rather than for each of its searches (limits.ts): checked in the
 * server's thread before any search runs, so a request over them costs nothing but its reading.
 */
import {badRequest} from '../engine/errors.js';
import {MAX_HITS_PER_REQUEST, MAX_WORDS_PER_REQUEST} from '../engine/limits.js';
import {tokenize} from '../engine/text.js';
import type {IndexQuery} from './indexQueries.js';

export function checkRequestLimits(queries: readonly IndexQuery[]): void {
  let words = 0;
  let hits = 0;
  for (const query of queries) {
    const params = query.kind === 'search' ? query.params : query.request.params;
    words += tokenize(params.query ?? '', false).length;
    if (query.kind === 'search') {
      hits += params.offset !== undefined ? (params.length ?? params.hitsPerPage) : params.hitsPerPage;
    }
  }
  if (words > MAX_WORDS_PER_REQUEST) {
    throw badRequest(
      `The request's searches have ${words} words in all; the limit is ${MAX_WORDS_PER_REQUEST} words per request`,
    );
  }
  if (hits > MAX_HITS_PER_REQUEST) {
    throw badRequest(`The request asks for ${hits} hits in all; the limit is ${MAX_HITS_PER_REQUEST} hits per request`);
  }
}
